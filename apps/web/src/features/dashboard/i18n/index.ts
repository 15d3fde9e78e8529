import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the dashboard, registered when its page loads. */
export const DASHBOARD_NS = 'dashboard';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(DASHBOARD_NS, el, () => import('./en.json'));
