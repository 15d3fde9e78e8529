import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the tournament pages, registered when one of them loads. */
export const TOURNAMENTS_NS = 'tournaments';
const tournamentsTexts = { el, en };

for (const [lng, texts] of Object.entries(tournamentsTexts)) {
  if (!i18n.hasResourceBundle(lng, TOURNAMENTS_NS)) i18n.addResourceBundle(lng, TOURNAMENTS_NS, texts);
}
