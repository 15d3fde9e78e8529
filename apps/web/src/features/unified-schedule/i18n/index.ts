import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the unified daily schedule, registered when its page loads. */
export const UNIFIED_SCHEDULE_NS = 'unified-schedule';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, UNIFIED_SCHEDULE_NS)) i18n.addResourceBundle(lng, UNIFIED_SCHEDULE_NS, texts);
}
