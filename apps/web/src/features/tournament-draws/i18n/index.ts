import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of draws, category details and order of play, registered when one of their pages loads. */
export const TOURNAMENT_DRAWS_NS = 'tournament-draws';

for (const [lng, texts] of Object.entries({ el, en })) {
  if (!i18n.hasResourceBundle(lng, TOURNAMENT_DRAWS_NS)) i18n.addResourceBundle(lng, TOURNAMENT_DRAWS_NS, texts);
}
