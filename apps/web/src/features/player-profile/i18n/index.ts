import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the player's profile, matches and statistics pages, registered when one of them loads. */
export const PLAYER_PROFILE_NS = 'player-profile';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, PLAYER_PROFILE_NS)) i18n.addResourceBundle(lng, PLAYER_PROFILE_NS, texts);
}
