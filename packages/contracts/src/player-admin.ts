import { z } from 'zod';
import { INVALID_EMAIL, ZDateTime, ZId, requiredText } from './common.js';
import { INVALID_PHONE } from './client.js';
import { isValidPhone } from '@tennis/domain';
import { ZRecordPermissions } from './resource.js';

/**
 * The players' back office (spec 3 §2 Players, §6: admin only): the list,
 * the edit form (surname, name, phone, e-mail), linking a player to a user
 * account and unlinking it, and the annihilation check before a player is
 * removed for good.
 */

/** One row of GET /api/players (and the edit form's record). */
export const ZPlayerAdminRecord = z.object({
  id: z.number().int(),
  profilePictureUrl: z.string().nullable(),
  /** The linked account, when there is one. */
  userId: z.number().int().nullable(),
  /** The linked account as the list shows it: e-mail, or null. */
  user: z.string().nullable(),
  surname: z.string(),
  name: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: ZDateTime,
  permissions: ZRecordPermissions,
});
export type TPlayerAdminRecord = z.infer<typeof ZPlayerAdminRecord>;

/** PUT /api/players/{id}: only surname, name, phone and e-mail are editable (spec 3 §2). */
export const ZPlayerAdminUpdateRequest = z.object({
  surname: requiredText(100),
  name: requiredText(100),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isValidPhone(phone), INVALID_PHONE)
    .nullable()
    .optional()
    .transform((phone) => (phone === '' ? null : (phone ?? null))),
  email: z
    .string()
    .trim()
    .max(255)
    .refine((email) => email === '' || z.email().safeParse(email).success, INVALID_EMAIL)
    .nullable()
    .optional()
    .transform((email) => (email === '' ? null : (email?.toLowerCase() ?? null))),
});
export type TPlayerAdminUpdateRequest = z.infer<typeof ZPlayerAdminUpdateRequest>;

/** What the old screen said as 'Something is null!': no account was chosen. */
export const LINK_USER_REQUIRED = 'Επιλέξτε τον λογαριασμό χρήστη που θα συνδεθεί με τον αθλητή';
export const PLAYER_ALREADY_LINKED = 'Ο αθλητής είναι ήδη συνδεδεμένος με λογαριασμό χρήστη';
export const PLAYER_NOT_LINKED = 'Ο αθλητής δεν είναι συνδεδεμένος με λογαριασμό χρήστη';
export const USER_ALREADY_HAS_PLAYER = 'Ο χρήστης έχει ήδη προφίλ αθλητή';
export const PLAYER_LINKED = 'Ο αθλητής συνδέθηκε με τον λογαριασμό με επιτυχία';
export const PLAYER_UNLINKED = 'Ο αθλητής αποσυνδέθηκε από τον λογαριασμό με επιτυχία';
export const PLAYER_ANNIHILATED = 'Ο αθλητής διαγράφηκε οριστικά';
export const PLAYER_ANNIHILATION_BLOCKED = 'Ο αθλητής δεν μπορεί να διαγραφεί: δείτε τι εμποδίζει τη διαγραφή';
/** The god user's own player is the god user's business (like the god account itself). */
export const GOD_PLAYER_PROTECTED = 'Τον αθλητή αυτού του λογαριασμού τον διαχειρίζεται μόνο ο ίδιος ο κάτοχός του';

/** POST /api/players/{id}/link. */
export const ZPlayerLinkRequest = z.object({
  userId: ZId.nullable().optional(),
});
export type TPlayerLinkRequest = z.infer<typeof ZPlayerLinkRequest>;

/** The kinds of records an annihilation check counts. */
export const ANNIHILATION_ITEM_KINDS = [
  'matches',
  'tournamentParticipations',
  'championshipParticipations',
  'doublesTeams',
  'wallet',
  'linkedUser',
  'clients',
  'availability',
  'achievements',
  'participationRequests',
  'walletTransactions',
] as const;
export const ZAnnihilationItem = z.object({
  kind: z.enum(ANNIHILATION_ITEM_KINDS),
  /** How many records (for a wallet, 1). */
  count: z.number().int(),
  /** What the dialog says, in Greek. */
  label: z.string(),
});
export type TAnnihilationItem = z.infer<typeof ZAnnihilationItem>;

/** POST /api/players/{id}/annihilation-check: what would be deleted with the player, and what keeps it. */
export const ZAnnihilationCheckResponse = z.object({
  data: z.object({
    playerId: z.number().int(),
    displayName: z.string(),
    /** True when nothing blocks: DELETE …/annihilate would remove the player. */
    annihilable: z.boolean(),
    blockers: z.array(ZAnnihilationItem),
    deletions: z.array(ZAnnihilationItem),
  }),
});
export type TAnnihilationCheckResponse = z.infer<typeof ZAnnihilationCheckResponse>;

/** The sizes a profile picture is stored in (px, square): list thumbnails, profile header, large view. */
export const PROFILE_PICTURE_SIZES = [64, 256, 512] as const;
export const PROFILE_PICTURE_FORMATS = ['webp', 'jpeg'] as const;
export const PROFILE_PICTURE_UPDATED = 'Η φωτογραφία προφίλ σας ενημερώθηκε με επιτυχία';
export const PROFILE_PICTURE_REMOVED = 'Η φωτογραφία προφίλ σας αφαιρέθηκε με επιτυχία';
export const PROFILE_PICTURE_NOT_AN_IMAGE = 'Η φωτογραφία πρέπει να είναι εικόνα (JPEG, PNG ή WebP)';
export const PROFILE_PICTURE_TOO_LARGE = 'Η εικόνα είναι πολύ μεγάλη (έως 40 megapixel)';
export const NO_PROFILE_PICTURE = 'Ο αθλητής δεν έχει φωτογραφία προφίλ';

/** GET /api/players/{id}/profile-picture: which stored variant (512 px JPEG unless told); `v` is the cache version. */
export const ZProfilePictureQuery = z.object({
  size: z.enum(['64', '256', '512']).optional(),
  format: z.enum(PROFILE_PICTURE_FORMATS).optional(),
  v: z.string().max(64).optional(),
});

/** POST and DELETE …/profile-picture answer the notice and the new URL (null once removed). */
export const ZProfilePictureResponse = z.object({
  message: z.string(),
  data: z.object({ profilePictureUrl: z.string().nullable() }),
});
export type TProfilePictureResponse = z.infer<typeof ZProfilePictureResponse>;
