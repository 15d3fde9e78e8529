import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the friendly match wizard, registered when it loads. */
export const FRIENDLY_MATCHES_NS = 'friendly-matches';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(FRIENDLY_MATCHES_NS, el, () => import('./en.json'));
