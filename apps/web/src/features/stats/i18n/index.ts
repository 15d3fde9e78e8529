import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the advanced stats and site traffic pages, registered when one of them loads. */
export const STATS_NS = 'stats';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(STATS_NS, el, () => import('./en.json'));
