import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the search button and palette, registered when the feature loads. */
export const SEARCH_NS = 'search';
const searchTexts = { el, en };

for (const [lng, texts] of Object.entries(searchTexts)) {
  if (!i18n.hasResourceBundle(lng, SEARCH_NS)) i18n.addResourceBundle(lng, SEARCH_NS, texts);
}
