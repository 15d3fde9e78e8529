import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth.js';
import { REQUIRED, ZDateTime, ZEmail, requiredText, ZId } from './common.js';
import { ZRecordPermissions } from './resource.js';
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG } from './session.js';
import { ZRole } from './user.js';

/**
 * The accounts admins and hosts manage on /users (spec 3 §6: admin and host).
 * A host sees and manages only their own host's host and host-employee
 * accounts; the password is set here and never sent back.
 */

export const ROLE_NOT_ASSIGNABLE = 'Δεν έχετε δικαίωμα να αναθέσετε αυτόν τον ρόλο';
export const HOST_REQUIRED_FOR_ROLE = 'Ο ρόλος αυτός χρειάζεται διοργανωτή';
export const CANNOT_DELETE_SELF = 'Δεν μπορείτε να διαγράψετε τον δικό σας λογαριασμό';
export const GOD_ACCOUNT_PROTECTED = 'Τα στοιχεία αυτού του λογαριασμού τα αλλάζει μόνο ο ίδιος ο κάτοχός του';

const password = z
  .string({ error: REQUIRED })
  .min(MIN_PASSWORD_LENGTH, `Ο κωδικός πρέπει να έχει τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες`)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

const userFields = {
  name: requiredText(100),
  surname: requiredText(100),
  email: ZEmail,
  role: z.enum(ZRole.options, { error: REQUIRED }),
  /** The organiser of a host or host-employee; a host's own users always get the host's. */
  hostId: ZId.nullable().optional(),
  forcePasswordChange: z.boolean().default(false),
};

/** POST /api/users: the password is required. */
export const ZUserCreateRequest = z.object({ ...userFields, password });
export type TUserCreateRequest = z.infer<typeof ZUserCreateRequest>;

/** PUT /api/users/{id}: a password left out (or empty) keeps the current one. */
export const ZUserUpdateRequest = z.object({
  ...userFields,
  password: z
    .union([z.literal(''), password])
    .nullable()
    .optional(),
});
export type TUserUpdateRequest = z.infer<typeof ZUserUpdateRequest>;

export const ZUserRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: ZRole,
  hostId: z.number().int().nullable(),
  hostName: z.string().nullable(),
  emailVerified: z.boolean(),
  forcePasswordChange: z.boolean(),
  playerId: z.number().int().nullable(),
  createdAt: ZDateTime,
  permissions: ZRecordPermissions,
});
export type TUserRecord = z.infer<typeof ZUserRecord>;
