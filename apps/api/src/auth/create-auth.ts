import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { authMails } from './auth-mails.js';
import { hashPassword, verifyPassword } from './password.js';

/** `tennis.session_token`: one name on http and https (the Secure flag follows APP_URL instead of a `__Secure-` prefix). */
export const COOKIE_PREFIX = 'tennis';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
/** Where better-auth keeps the god user's own session while it wears another user. */
export const ADMIN_SESSION_COOKIE = `${COOKIE_PREFIX}.admin_session`;

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
}

/**
 * better-auth configured for this platform: our four tables with integer ids,
 * argon2id, sessions in the database with the configured lifetime, mail through
 * our mailer, and the admin plugin for bans and god mode's self-transform.
 * Its HTTP handler is never mounted: the routes call `auth.api.*` and keep the
 * spec's paths, answers and Greek messages.
 */
export function createAuth({ env, db, mailer }: AuthDeps) {
  const lifetimeSeconds = env.SESSION_LIFETIME_MINUTES * 60;
  const secure = env.APP_URL.startsWith('https://');
  const mails = authMails(env, mailer);
  return betterAuth({
    appName: 'Tennis',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    telemetry: { enabled: false },
    logger: { disabled: env.APP_ENV === 'test', level: 'error' },
    // Our routes are rate limited by Fastify; better-auth's limiter only sees its own handler.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
      usePlural: true,
      transaction: true,
    }),
    user: {
      additionalFields: {
        surname: { type: 'string', required: false, defaultValue: '', input: true },
      },
    },
    session: {
      expiresIn: lifetimeSeconds,
      // Sliding expiry: an active session is pushed forward at most once a minute.
      updateAge: Math.min(60, lifetimeSeconds),
    },
    emailAndPassword: {
      enabled: true,
      // A sign-up signs nobody in and answers alike whether or not the email
      // has an account (better-auth hashes the password either way, so the
      // time taken does not tell either); the owner of a taken address is
      // told by mail. Signing in works before the email is verified.
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: mails.onExistingUserSignUp,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: mails.sendResetPassword,
      // A password chosen through the mailed link satisfies a forced change too.
      async onPasswordReset({ user }) {
        await db
          .update(users)
          .set({ forcePasswordChange: false })
          .where(eq(users.id, Number(user.id)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 3600,
      sendVerificationEmail: mails.sendVerificationEmail,
    },
    advanced: {
      database: { generateId: 'serial' },
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        // Only the god user may self-transform; our routes check it before calling.
        adminUserIds: [String(env.GOD_USER_ID)],
        impersonationSessionDuration: lifetimeSeconds,
        bannedUserMessage: 'Ο λογαριασμός σας έχει απενεργοποιηθεί',
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
