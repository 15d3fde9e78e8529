import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the score form and the match options dialog, registered on first use. */
export const SCORE_FORM_NS = 'score-form';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, SCORE_FORM_NS)) i18n.addResourceBundle(lng, SCORE_FORM_NS, texts);
}
