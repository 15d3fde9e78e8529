import { registerTexts } from '../../lib/i18n';
import el from './el.json';

/** The texts of the shared tables, paginator, dialogs and fields, registered on first use. */
export const SHARED_UI_NS = 'shared-ui';

// Greek comes with the code; English downloads when a page is read in English.
registerTexts(SHARED_UI_NS, el, () => import('./en.json'));
