import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the championships' back office, registered when its pages load. */
export const CHAMPIONSHIPS_BO_NS = 'championships-backoffice';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(CHAMPIONSHIPS_BO_NS, el, () => import('./en.json'));
