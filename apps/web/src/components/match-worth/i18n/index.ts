import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the match worth preview, registered on first use. */
export const MATCH_WORTH_NS = 'match-worth';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(MATCH_WORTH_NS, el, () => import('./en.json'));
