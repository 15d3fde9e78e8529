import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the generic list, create and edit pages, registered when those pages load. */
export const RESOURCES_NS = 'resources';
const resourcesTexts = { el, en };

for (const [lng, texts] of Object.entries(resourcesTexts)) {
  if (!i18n.hasResourceBundle(lng, RESOURCES_NS)) i18n.addResourceBundle(lng, RESOURCES_NS, texts);
}
