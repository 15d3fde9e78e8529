import { z } from 'zod';
import { ZDateTime, requiredText, ZId } from './common.js';
import { ZChangePasswordRequest } from './auth.js';
import { ZCurrentUser } from './user.js';

/**
 * The remaining calls of sign-in and the account (spec 1 §7 "Authentication
 * and account"): their Greek notices and the request and response schemas
 * that auth.ts and account.ts do not already hold.
 */

export const LOGIN_FAILED = 'Τα στοιχεία σύνδεσης που δώσατε δεν είναι σωστά';
export const ACCOUNT_DISABLED = 'Ο λογαριασμός σας έχει απενεργοποιηθεί';
export const EMAIL_TAKEN = 'Υπάρχει ήδη λογαριασμός με αυτή τη διεύθυνση email';
/** Longer passwords are refused at login, so no call may set one. */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG = `Ο κωδικός δεν μπορεί να υπερβαίνει τους ${MAX_PASSWORD_LENGTH} χαρακτήρες`;
export const WRONG_CURRENT_PASSWORD = 'Ο τρέχων κωδικός δεν είναι σωστός';
export const RESET_LINK_SENT =
  'Αν η διεύθυνση αντιστοιχεί σε λογαριασμό, θα λάβετε σε λίγο email με σύνδεσμο για να ορίσετε νέο κωδικό';
export const RESET_LINK_INVALID = 'Ο σύνδεσμος επαναφοράς δεν είναι έγκυρος ή έχει λήξει';
export const PASSWORD_RESET_DONE = 'Ο κωδικός σας άλλαξε με επιτυχία. Μπορείτε να συνδεθείτε με τον νέο κωδικό.';
export const EMAIL_ALREADY_VERIFIED = 'Η διεύθυνση email σας έχει ήδη επιβεβαιωθεί';
export const ACCOUNT_DELETED = 'Ο λογαριασμός σας διαγράφηκε με επιτυχία';
export const GOD_ACCOUNT_UNDELETABLE = 'Ο λογαριασμός αυτός δεν μπορεί να διαγραφεί';
export const TRANSFORMED = 'Μεταμορφωθήκατε με επιτυχία!';
export const TRANSFORM_STOPPED = 'Επιστρέψατε στον λογαριασμό σας';
export const NOT_TRANSFORMED = 'Δεν έχετε μεταμορφωθεί σε άλλον χρήστη';
export const CANNOT_TRANSFORM_INTO_SELF = 'Δεν μπορείτε να μεταμορφωθείτε στον εαυτό σας';
export const USER_NOT_FOUND = 'Ο χρήστης δε βρέθηκε';
export const CONTACT_SENT = 'Το μήνυμά σας εστάλη με επιτυχία';
export const PLAYER_INFO_CONFIRMED = 'Τα στοιχεία αθλητή επιβεβαιώθηκαν με επιτυχία';
export const NO_PLAYER_TO_CONFIRM = 'Δεν υπάρχει προφίλ αθλητή προς επιβεβαίωση';
export const EMAIL_NOT_VERIFIED_FOR_PLAYER =
  'Επιβεβαιώστε πρώτα τη διεύθυνση email σας από τον σύνδεσμο που σας στείλαμε, για να συνδεθεί το προφίλ αθλητή με τον λογαριασμό σας';
export const PLAYER_PHONE_MISMATCH_REPORTED = 'Ευχαριστούμε! Το προφίλ σας θα διορθωθεί από την ομάδα μας';

/** A success notice and the refreshed signed-in user. */
export const ZUserNoticeResponse = z.object({ message: z.string(), user: ZCurrentUser });
export type TUserNoticeResponse = z.infer<typeof ZUserNoticeResponse>;

/**
 * POST /change-password as the server reads it: the confirmation may also
 * arrive as `newPassword_confirmation` (spec 1 §7 names both spellings).
 */
export const ZChangePasswordBody = z.preprocess(
  (input) => {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
    const body = input as Record<string, unknown>;
    if (body.newPasswordConfirmation !== undefined || body.newPassword_confirmation === undefined) return body;
    const { newPassword_confirmation: confirmation, ...rest } = body;
    return { ...rest, newPasswordConfirmation: confirmation };
  },
  ZChangePasswordRequest.refine((v) => v.newPassword.length <= MAX_PASSWORD_LENGTH, {
    message: PASSWORD_TOO_LONG,
    path: ['newPassword'],
  }),
);

/**
 * GET /verify-email/{id}/{hash}?token=…: the link mailed at registration.
 * `hash` is the SHA-1 of the address, `token` the signed, expiring proof.
 */
export const ZVerifyEmailParams = z.object({
  id: ZId,
  hash: z.string().regex(/^[0-9a-f]{40}$/),
});
export const ZVerifyEmailQuery = z.object({ token: z.string().min(1).max(4096) });

/** POST /api/self-transform (god mode): become another user until POST /api/self-transform/stop. */
export const ZSelfTransformRequest = z.object({ userId: ZId });
export type TSelfTransformRequest = z.infer<typeof ZSelfTransformRequest>;

/** GET /self-transform?userId= (dev and test only): sign in as a demo account from the login page's picker. */
export const ZSelfTransformLinkQuery = z.object({ userId: ZId });

/**
 * GET /api/self-transform-list: `guest=1` (dev and test only) answers the demo
 * accounts for the login page's user picker; otherwise god mode, with an
 * optional search on name, surname or email.
 */
export const ZSelfTransformListQuery = z.object({
  guest: z.enum(['0', '1', 'true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
});

/** GET /api/user/insights: the signed-in user's numbers; zeros and nulls without a player profile. */
export const ZUserInsights = z.object({
  hasPlayer: z.boolean(),
  matches: z.object({
    /** Concluded singles and doubles matches, byes excluded, friendlies included. */
    played: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    /** Wins as a whole percentage of played (0 when none). */
    winRate: z.number().int(),
    friendly: z.number().int(),
    /** Scheduled and not yet played. */
    upcoming: z.number().int(),
  }),
  championships: z.number().int(),
  tournaments: z.number().int(),
  achievements: z.number().int(),
  /** ATC credits in cents; null without a wallet. */
  walletBalanceCents: z.number().int().nullable(),
  lastMatchAt: ZDateTime.nullable(),
  nextMatchAt: ZDateTime.nullable(),
});
export type TUserInsights = z.infer<typeof ZUserInsights>;

export const JS_LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;

/** GET /api/js-log: an error or event the browser reports (rate limited). */
export const ZJsLogQuery = z.object({
  action: requiredText(255),
  message: z.string().max(10_000).default(''),
  level: z.enum(JS_LOG_LEVELS).default('error'),
});
export type TJsLogQuery = z.input<typeof ZJsLogQuery>;
export const ZJsLogResponse = z.object({ logged: z.literal(true) });
