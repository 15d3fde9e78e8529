import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the achievement pages, registered when they load. */
export const ACHIEVEMENTS_NS = 'achievements';

// Greek comes with the code; English downloads when the page is read in English.
registerTexts(ACHIEVEMENTS_NS, el, () => import('./en.json'));
