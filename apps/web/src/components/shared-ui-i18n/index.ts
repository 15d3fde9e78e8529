import { i18n } from '../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the shared tables, paginator, dialogs and fields, registered on first use. */
export const SHARED_UI_NS = 'shared-ui';
const sharedUiTexts = { el, en };

for (const [lng, texts] of Object.entries(sharedUiTexts)) {
  if (!i18n.hasResourceBundle(lng, SHARED_UI_NS)) i18n.addResourceBundle(lng, SHARED_UI_NS, texts);
}
