import { z } from 'zod';
import { ZEmail, requiredText } from './common.js';

export const CONTACT_MODES = ['general', 'bugs-and-improvements'] as const;
export const BOT_CHECK_FAILED = 'Ο έλεγχος reCAPTCHA απέτυχε';

/**
 * POST /api/contact (spec 3 §5: name, email, subject and body all required).
 * `host` names the site the message was sent from, so the team knows which
 * organiser's pages the writer was on; the bot-check token is checked in live only.
 */
export const ZContactRequest = z.object({
  name: requiredText(100),
  email: ZEmail,
  subject: requiredText(150),
  body: requiredText(5000),
  mode: z.enum(CONTACT_MODES).default('general'),
  host: z.string().max(255).optional(),
  botCheckToken: z.string().optional(),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
