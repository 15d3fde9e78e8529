import { createHash } from 'node:crypto';
import type { Env } from '../config/env.js';
import type { Mailer } from '../mail/mailer.js';
import { REGISTRATION_ATTEMPT_TEMPLATE, registrationAttemptMail } from '../mail/templates/registration-attempt.js';
import { RESET_PASSWORD_TEMPLATE, resetPasswordMail } from '../mail/templates/reset-password.js';
import { VERIFY_EMAIL_TEMPLATE, verifyEmailMail } from '../mail/templates/verify-email.js';

/** The `{hash}` of a verification link: the SHA-1 of the address it verifies. */
export const emailHash = (email: string) => createHash('sha1').update(email.toLowerCase()).digest('hex');

/**
 * Links in mails live on the spec's paths, not on better-auth's:
 * /verify-email/{id}/{hash}?token=… where the token is better-auth's signed,
 * expiring verification token (too long for a path segment).
 */
const verifyEmailUrl = (appUrl: string, userId: string | number, email: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/verify-email/${userId}/${emailHash(email)}?token=${encodeURIComponent(token)}`;
const resetPasswordUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
const appPage = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;

/** What better-auth tells of the user a mail goes to. */
type MailedUser = { id: string; name: string; email: string };

/**
 * The mails better-auth asks for, in our templates. Each is stored before the
 * answer and handed to SMTP in the background: a sign-up for a new address
 * then takes as long as one for a taken address.
 */
export function authMails(env: Env, mailer: Mailer) {
  return {
    async onExistingUserSignUp({ user }: { user: MailedUser }) {
      const mail = registrationAttemptMail({
        name: user.name,
        loginUrl: appPage(env.APP_URL, '/login'),
        forgotPasswordUrl: appPage(env.APP_URL, '/forgot-password'),
      });
      await mailer.send(
        { ...mail, to: user.email, template: REGISTRATION_ATTEMPT_TEMPLATE, userId: Number(user.id) },
        { background: true },
      );
    },
    async sendResetPassword({ user, token }: { user: MailedUser; token: string }) {
      const mail = resetPasswordMail({ name: user.name, url: resetPasswordUrl(env.APP_URL, token) });
      await mailer.send(
        { ...mail, to: user.email, template: RESET_PASSWORD_TEMPLATE, userId: Number(user.id) },
        { background: true },
      );
    },
    async sendVerificationEmail({ user, token }: { user: MailedUser; token: string }) {
      const mail = verifyEmailMail({ name: user.name, url: verifyEmailUrl(env.APP_URL, user.id, user.email, token) });
      await mailer.send(
        { ...mail, to: user.email, template: VERIFY_EMAIL_TEMPLATE, userId: Number(user.id) },
        { background: true },
      );
    },
  };
}
