import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the championships' back office, registered when its pages load. */
export const CHAMPIONSHIPS_BO_NS = 'championships-backoffice';
const championshipsBackofficeTexts = { el, en };

for (const [lng, texts] of Object.entries(championshipsBackofficeTexts)) {
  if (!i18n.hasResourceBundle(lng, CHAMPIONSHIPS_BO_NS)) i18n.addResourceBundle(lng, CHAMPIONSHIPS_BO_NS, texts);
}
