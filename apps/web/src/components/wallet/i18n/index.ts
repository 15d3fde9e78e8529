import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the wallet's dialogs (wallet page, client register, match options), registered on first use. */
export const WALLET_DIALOGS_NS = 'wallet-dialogs';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, WALLET_DIALOGS_NS)) i18n.addResourceBundle(lng, WALLET_DIALOGS_NS, texts);
}
