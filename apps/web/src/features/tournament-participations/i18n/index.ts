import { i18n } from '../../../lib/i18n';
import el from './el.json';
import en from './en.json';

/** The texts of the tournament participation pages, registered when they load. */
export const PARTICIPATIONS_NS = 'tournament-participations';
const participationsTexts = { el, en };

for (const [lng, texts] of Object.entries(participationsTexts)) {
  if (!i18n.hasResourceBundle(lng, PARTICIPATIONS_NS)) i18n.addResourceBundle(lng, PARTICIPATIONS_NS, texts);
}
