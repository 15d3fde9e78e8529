import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the championships' public pages, registered when one of them loads. */
export const CHAMPIONSHIPS_NS = 'championships';
export const championshipsTexts = { el, en };

for (const [lng, texts] of Object.entries(championshipsTexts)) {
  if (!i18n.hasResourceBundle(lng, CHAMPIONSHIPS_NS)) i18n.addResourceBundle(lng, CHAMPIONSHIPS_NS, texts);
}
