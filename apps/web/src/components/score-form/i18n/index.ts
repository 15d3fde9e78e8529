import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the score form and the match options dialog, registered on first use. */
export const SCORE_FORM_NS = 'score-form';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(SCORE_FORM_NS, el, () => import('./en.json'));
