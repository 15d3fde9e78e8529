import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the championship match pages, registered when they load. */
export const MATCHES_NS = 'matches';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(MATCHES_NS, el, () => import('./en.json'));
