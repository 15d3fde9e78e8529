import { z } from 'zod';
import { REQUIRED, ZEmail, ZMessageResponse, requiredText } from './common.js';
import { MIN_PASSWORD_LENGTH, PASSWORD_MISMATCH } from './auth.js';
import { ZRole } from './user.js';

/** Messages of the account calls, shown exactly as the spec gives them. */
export const VERIFICATION_LINK_SENT = 'Ο σύνδεσμος απεστάλη στο email σας με επιτυχία!';
export const LOGGED_OUT = 'Αποσυνδεθήκατε με επιτυχία';
export const WELCOME = 'Καλωσορίσατε!';
export const TERMS_NOT_ACCEPTED = 'Πρέπει να αποδεχτείτε τους όρους χρήσης για να δημιουργήσετε λογαριασμό';
/** The one answer of POST /register, true whether the address was new (verification link) or taken (a note to its owner). */
export const REGISTRATION_MAIL_SENT =
  'Σας στείλαμε email στη διεύθυνση που δώσατε: ακολουθήστε τις οδηγίες του για να συνεχίσετε';

const password = z.string({ error: REQUIRED }).min(1, REQUIRED);
const newPassword = password.min(
  MIN_PASSWORD_LENGTH,
  `Ο κωδικός πρέπει να έχει τουλάχιστον ${MIN_PASSWORD_LENGTH} χαρακτήρες`,
);

/** POST /register: a new account, signed in only after it logs in; the server mails the verification link. */
export const ZRegisterRequest = z
  .object({
    name: requiredText(100),
    surname: requiredText(100),
    email: ZEmail,
    password: newPassword,
    passwordConfirmation: password,
    termsAccepted: z.boolean({ error: TERMS_NOT_ACCEPTED }).refine((accepted) => accepted, TERMS_NOT_ACCEPTED),
    botCheckToken: z.string().optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: PASSWORD_MISMATCH,
    path: ['passwordConfirmation'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/**
 * POST /register answers like POST /forgot-password: the same message whether
 * or not the email already has an account, and nobody is signed in.
 */
export const ZRegisterResponse = ZMessageResponse;
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/**
 * POST /forgot-password: answers 200 with the same neutral message whether or
 * not the email belongs to an account, so nobody can probe for accounts.
 */
export const ZForgotPasswordRequest = z.object({ email: ZEmail, botCheckToken: z.string().optional() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /reset-password: the token comes from the emailed link (`/reset-password?token=…`). */
export const ZResetPasswordRequest = z
  .object({
    token: z.string({ error: REQUIRED }).min(1, REQUIRED),
    password: newPassword,
    passwordConfirmation: password,
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: PASSWORD_MISMATCH,
    path: ['passwordConfirmation'],
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The topics a user may hear about, each sent by email or not at all (spec 1 §3). */
export const COMMUNICATION_TOPICS = ['results', 'credits', 'achievements', 'insights', 'events'] as const;
export type TCommunicationTopic = (typeof COMMUNICATION_TOPICS)[number];
export const COMMUNICATION_CHANNELS = ['email', 'none'] as const;
export const ZCommunicationChannel = z.enum(COMMUNICATION_CHANNELS, { error: REQUIRED });

export const ZCommunicationPreferences = z.object({
  results: ZCommunicationChannel,
  credits: ZCommunicationChannel,
  achievements: ZCommunicationChannel,
  insights: ZCommunicationChannel,
  events: ZCommunicationChannel,
});
export type TCommunicationPreferences = z.infer<typeof ZCommunicationPreferences>;

/** The personal details a user edits on the settings page (the email is shown, not edited). */
export const ZPersonalDetails = z.object({ name: requiredText(100), surname: requiredText(100) });
export type TPersonalDetails = z.infer<typeof ZPersonalDetails>;

/** GET /api/user/settings, and the answer of POST /api/user/settings. */
export const ZUserSettings = z.object({
  personalDetails: ZPersonalDetails.extend({ email: z.string() }),
  communicationPreferences: ZCommunicationPreferences,
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** POST /api/user/settings: each settings tab sends its own part. */
export const ZUpdateUserSettingsRequest = z
  .object({
    personalDetails: ZPersonalDetails.optional(),
    communicationPreferences: ZCommunicationPreferences.optional(),
  })
  .refine((v) => v.personalDetails !== undefined || v.communicationPreferences !== undefined, {
    message: REQUIRED,
  });
export type TUpdateUserSettingsRequest = z.infer<typeof ZUpdateUserSettingsRequest>;

/** One account of GET /api/self-transform-list (dev and test: the login page's user picker; god mode: self-transform). */
export const ZSelfTransformUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  role: ZRole,
});
export type TSelfTransformUser = z.infer<typeof ZSelfTransformUser>;
export const ZSelfTransformListResponse = z.object({ data: z.array(ZSelfTransformUser) });
export type TSelfTransformListResponse = z.infer<typeof ZSelfTransformListResponse>;
