import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the player's profile, matches and statistics pages, registered when one of them loads. */
export const PLAYER_PROFILE_NS = 'player-profile';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(PLAYER_PROFILE_NS, el, () => import('./en.json'));
