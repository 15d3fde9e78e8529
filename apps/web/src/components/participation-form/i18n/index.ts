import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the back-office add-participation form, registered on first use. */
export const PARTICIPATION_FORM_NS = 'participation-form';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, PARTICIPATION_FORM_NS)) i18n.addResourceBundle(lng, PARTICIPATION_FORM_NS, texts);
}
