import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the wallet page, registered when it loads. */
export const WALLET_NS = 'wallet';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, WALLET_NS)) i18n.addResourceBundle(lng, WALLET_NS, texts);
}
