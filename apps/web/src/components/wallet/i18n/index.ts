import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the wallet's dialogs (wallet page, client register, match options), registered on first use. */
export const WALLET_DIALOGS_NS = 'wallet-dialogs';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(WALLET_DIALOGS_NS, el, () => import('./en.json'));
