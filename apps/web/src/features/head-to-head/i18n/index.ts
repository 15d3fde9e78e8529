import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the head-to-head page, registered when it loads. */
export const HEAD_TO_HEAD_NS = 'head-to-head';

// Greek comes with the code; English downloads when the page is read in English.
registerTexts(HEAD_TO_HEAD_NS, el, () => import('./en.json'));
