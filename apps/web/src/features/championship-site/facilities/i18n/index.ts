import { registerTexts } from '../../../../lib/i18n';
import el from './el.json';

/** The texts of the partner facilities' pages and the TripAdvisor review page, registered when one loads. */
export const FACILITIES_NS = 'championship-site-facilities';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(FACILITIES_NS, el, () => import('./en.json'));
