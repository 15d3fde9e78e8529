import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the championship match pages, registered when they load. */
export const MATCHES_NS = 'matches';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, MATCHES_NS)) i18n.addResourceBundle(lng, MATCHES_NS, texts);
}
