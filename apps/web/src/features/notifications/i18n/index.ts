import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the unsubscribe and subscribe pages, registered when they load. */
export const NOTIFICATIONS_NS = 'notifications';

// Greek comes with the code; English downloads when the page is read in English.
registerTexts(NOTIFICATIONS_NS, el, () => import('./en.json'));
