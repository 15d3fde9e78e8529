import { registerTexts } from '../../../../lib/i18n';
import el from './el.json';

/** The texts of the championship site's event pages, registered when one of them loads. */
export const EVENTS_NS = 'championship-site-events';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(EVENTS_NS, el, () => import('./en.json'));
