import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the dashboard, registered when its page loads. */
export const DASHBOARD_NS = 'dashboard';
const dashboardTexts = { el, en };

for (const [lng, texts] of Object.entries(dashboardTexts)) {
  if (!i18n.hasResourceBundle(lng, DASHBOARD_NS)) i18n.addResourceBundle(lng, DASHBOARD_NS, texts);
}
