import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the players' back office, registered when its pages load. */
export const PLAYERS_NS = 'players-admin';
const playersTexts = { el, en };

for (const [lng, texts] of Object.entries(playersTexts)) {
  if (!i18n.hasResourceBundle(lng, PLAYERS_NS)) i18n.addResourceBundle(lng, PLAYERS_NS, texts);
}
