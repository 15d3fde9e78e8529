import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the tournament participation pages, registered when they load. */
export const PARTICIPATIONS_NS = 'tournament-participations';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(PARTICIPATIONS_NS, el, () => import('./en.json'));
