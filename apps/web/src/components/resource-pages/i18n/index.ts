import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the generic list, create and edit pages, registered when those pages load. */
export const RESOURCES_NS = 'resources';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(RESOURCES_NS, el, () => import('./en.json'));
