import { z } from 'zod';

import { ROLES } from './roles.js';

export { BACKOFFICE_ROLES, ROLES, type TRole } from './roles.js';
export const ZRole = z.enum(ROLES);

export const STYLES_OF_PLAY = [
  'aggressive',
  'defensive',
  'pusher',
  'baseliner',
  'net-player',
  'big-server',
  'all-court',
  'other',
] as const;

export const ZPlayerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  displayName: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]),
  strongHand: z.string().nullable(),
  backhandType: z.string().nullable(),
  styleOfPlay: z.enum(STYLES_OF_PLAY).nullable(),
  notes: z.string().nullable(),
  phone: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  atrp: z.number().nullable(),
});
export type TPlayerSummary = z.infer<typeof ZPlayerSummary>;

/** The signed-in user as the web app sees it (spec 1 §3 "User"). */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: ZRole,
  host: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  profilePictureUrl: z.string().nullable(),
  hostLogoUrl: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  forcePasswordChange: z.boolean(),
  player: ZPlayerSummary.nullable(),
  playerPhoneExists: z.boolean(),
  playerPhoneMismatch: z.boolean(),
  potentialPlayerMatch: z.boolean(),
  browsingMaturityLevel: z.number().int(),
  /** True when this user is the configured god user (super-admin). */
  godMode: z.boolean(),
  /** Set while a god user is transformed into this user. */
  impersonatedBy: z.number().int().nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** GET /api/user: the user (null for a guest) and the session lifetime in minutes. */
export const ZUserResponse = z.object({ user: ZCurrentUser.nullable(), lifetime: z.number().int() });
export type TUserResponse = z.infer<typeof ZUserResponse>;
