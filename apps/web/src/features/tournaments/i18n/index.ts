import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the tournament pages, registered when one of them loads. */
export const TOURNAMENTS_NS = 'tournaments';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(TOURNAMENTS_NS, el, () => import('./en.json'));
