import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the availability calendar pages, registered when one of them loads. */
export const AVAILABILITY_NS = 'availability';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(AVAILABILITY_NS, el, () => import('./en.json'));
