import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the players' back office, registered when its pages load. */
export const PLAYERS_NS = 'players-admin';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(PLAYERS_NS, el, () => import('./en.json'));
