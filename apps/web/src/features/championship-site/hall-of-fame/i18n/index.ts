import { registerTexts } from '../../../../lib/i18n';
import el from './el.json';

/** The texts of the Hall of Fame and of the 2024 knockouts and finals page, registered when one of them loads. */
export const HALL_OF_FAME_NS = 'championship-site-hall-of-fame';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(HALL_OF_FAME_NS, el, () => import('./en.json'));
