import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the unified daily schedule, registered when its page loads. */
export const UNIFIED_SCHEDULE_NS = 'unified-schedule';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(UNIFIED_SCHEDULE_NS, el, () => import('./en.json'));
