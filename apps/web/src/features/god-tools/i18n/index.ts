import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of god mode's tools, registered when one of their pages loads. */
export const GOD_TOOLS_NS = 'god-tools';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(GOD_TOOLS_NS, el, () => import('./en.json'));
