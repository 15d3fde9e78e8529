import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the client register, registered when its pages load. */
export const CLIENTS_NS = 'clients';
const clientsTexts = { el, en };

for (const [lng, texts] of Object.entries(clientsTexts)) {
  if (!i18n.hasResourceBundle(lng, CLIENTS_NS)) i18n.addResourceBundle(lng, CLIENTS_NS, texts);
}
