import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the search button and palette, registered when the feature loads. */
export const SEARCH_NS = 'search';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(SEARCH_NS, el, () => import('./en.json'));
