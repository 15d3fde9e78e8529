import { z } from 'zod';
import { REQUIRED, ZEmail } from './common.js';
import { ZCurrentUser } from './user.js';

export const PASSWORD_MISMATCH = 'Ο νέος κωδικός δεν ταυτίζεται με την επαλήθευση';
export const PASSWORD_UPDATED = 'Ο κωδικός σας ενημερώθηκε με επιτυχία';
export const MIN_PASSWORD_LENGTH = 8;
/** The server refuses the 10,000 most common passwords on every call that sets one. */
export const PASSWORD_TOO_COMMON =
  'Ο κωδικός αυτός είναι από τους πιο συνηθισμένους και μαντεύεται εύκολα: επιλέξτε άλλον';
const password = z.string({ error: REQUIRED }).min(1, REQUIRED);
const newPassword = password.min(
  MIN_PASSWORD_LENGTH,
  `Ο κωδικός πρέπει να έχει τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες`,
);

export const ZLoginRequest = z.object({
  email: ZEmail,
  password,
  redirectTo: z.string().max(2048).optional(),
  botCheckToken: z.string().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  user: ZCurrentUser,
  /** Session lifetime in minutes. */
  lifetime: z.number().int(),
  redirectTo: z.string().nullable(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZChangePasswordRequest = z
  .object({
    currentPassword: password,
    newPassword,
    newPasswordConfirmation: password,
  })
  .refine((v) => v.newPassword === v.newPasswordConfirmation, {
    message: PASSWORD_MISMATCH,
    path: ['newPasswordConfirmation'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
