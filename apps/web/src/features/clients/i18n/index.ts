import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the client register, registered when its pages load. */
export const CLIENTS_NS = 'clients';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(CLIENTS_NS, el, () => import('./en.json'));
