import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the wallet page, registered when it loads. */
export const WALLET_NS = 'wallet';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(WALLET_NS, el, () => import('./en.json'));
