import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the championships' public pages, registered when one of them loads. */
export const CHAMPIONSHIPS_NS = 'championships';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(CHAMPIONSHIPS_NS, el, () => import('./en.json'));
