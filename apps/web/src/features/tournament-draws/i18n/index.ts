import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of draws, category details and order of play, registered when one of their pages loads. */
export const TOURNAMENT_DRAWS_NS = 'tournament-draws';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(TOURNAMENT_DRAWS_NS, el, () => import('./en.json'));
