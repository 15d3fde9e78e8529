import { registerTexts } from '../../../lib/i18n';
import el from './el.json';

/** The texts of the back-office add-participation form, registered on first use. */
export const PARTICIPATION_FORM_NS = 'participation-form';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(PARTICIPATION_FORM_NS, el, () => import('./en.json'));
