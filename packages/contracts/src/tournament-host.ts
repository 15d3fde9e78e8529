import { z } from 'zod';
import { isValidPhone } from '@tennis/domain';
import { INVALID_EMAIL, REQUIRED, ZDateTime, requiredText } from './common.js';
import { INVALID_PHONE } from './client.js';
import { INVALID_SLUG, SLUG_PATTERN, ZRecordPermissions } from './resource.js';

/** The organisers (/api/tournament-hosts), managed by admins. */

/**
 * The main organiser: it runs the championship skin's league, its back office
 * has the wider rights of spec 1 §6 (wallets, profile pictures, knockouts
 * images), and an admin's new records belong to it unless told otherwise.
 */
export const MAIN_HOST_ID = 1;

export const ZTournamentHostRequest = z.object({
  name: requiredText(255),
  /** Public URLs are /tournaments/{hostSlug}/{tournamentSlug}. */
  slug: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64).regex(SLUG_PATTERN, INVALID_SLUG),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isValidPhone(phone), INVALID_PHONE)
    .nullable()
    .optional()
    .transform((phone) => (phone === '' ? null : phone)),
  email: z.email(INVALID_EMAIL).max(255).nullable().optional(),
  /** The tennis-rating column and boosts in participations. */
  hasRating: z.boolean().default(false),
});
export type TTournamentHostRequest = z.infer<typeof ZTournamentHostRequest>;

export const ZTournamentHostRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hasRating: z.boolean(),
  logoUrl: z.string().nullable(),
  createdAt: ZDateTime,
  permissions: ZRecordPermissions,
});
export type TTournamentHostRecord = z.infer<typeof ZTournamentHostRecord>;
