import { z } from 'zod';
import { INVALID_EMAIL, ZDateTime, requiredText, ZId } from './common.js';
import { INVALID_SLUG, SLUG_PATTERN, ZRecordPermissions, optionalText } from './resource.js';
import { ZSurface } from './surface.js';

/** The club directory, managed in god mode (/clubs) and read by the back office (spec 3 §2, §6). */

const cents = z.number().int().min(0, 'Η ελάχιστη τιμή είναι 0').nullable().optional();

/** POST /api/clubs and PUT /api/clubs/{id}. `surfaces` left out keeps the stored ones. */
export const ZClubRequest = z.object({
  name: requiredText(255),
  acronym: optionalText(20),
  address: optionalText(255),
  phone: optionalText(50),
  email: z.email(INVALID_EMAIL).max(255).nullable().optional(),
  mapUrl: z.url('Μη έγκυρη διεύθυνση').max(2048).nullable().optional(),
  /** Partner-facility page key (taf, tenez, kavouri). */
  slug: z.string().trim().regex(SLUG_PATTERN, INVALID_SLUG).max(64).nullable().optional(),
  /** The organiser the club belongs to; null: shared by every host. */
  hostId: ZId.nullable().optional(),
  description: optionalText(5000),
  morningZoneCostCents: cents,
  eveningZoneCostCents: cents,
  surfaces: z.array(ZSurface).max(7).optional(),
});
export type TClubRequest = z.infer<typeof ZClubRequest>;

export const ZClubRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  mapUrl: z.string().nullable(),
  slug: z.string().nullable(),
  hostId: z.number().int().nullable(),
  hostName: z.string().nullable(),
  description: z.string().nullable(),
  morningZoneCostCents: z.number().int().nullable(),
  eveningZoneCostCents: z.number().int().nullable(),
  surfaces: z.array(ZSurface),
  createdAt: ZDateTime,
  permissions: ZRecordPermissions,
});
export type TClubRecord = z.infer<typeof ZClubRecord>;
