import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamptz, timestamps } from './columns.js';
import { userRole } from './enums.js';
import { tournamentHosts } from './hosts-and-clubs.js';

// better-auth's core schema (user, session, account, verification) plus the
// admin plugin's fields (role, banned, ban_reason, ban_expires on users;
// impersonated_by on sessions). better-auth is configured with
// `advanced.database.generateId: 'serial'`, so ids are integer identities, and
// its model names map to these plural tables. The TypeScript keys are
// better-auth's field names; the SQL names are snake_case.
//
// Password-reset tokens and email-verification tokens are better-auth
// verification rows (`verifications`): there is no table of our own for them.
// The player profile of a user is `players.user_id` (one link, on the player).

export const users = pgTable(
  'users',
  {
    id: id(),
    /** First name (better-auth's required `name`). */
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    /** Stored lower-case (better-auth lowercases), so the plain unique is case-insensitive. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** When the address was confirmed (the web app shows it; better-auth keeps only the flag). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Profile picture: a stored file key (better-auth's `image`). */
    image: text('image'),
    role: userRole('role').notNull().default('user'),
    /** The organiser a host or host-employee works for. */
    hostId: integer('host_id').references(() => tournamentHosts.id, { onDelete: 'restrict' }),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    /** Grows with browsing; the feedback prompt shows from level 3. */
    browsingMaturityLevel: smallint('browsing_maturity_level').notNull().default(0),
    /** Phone given at registration, compared with the player's (playerPhoneMismatch). */
    phone: text('phone'),
    countryCallingCode: text('country_calling_code'),
    /** POST /api/confirm-player-info. */
    playerInfoConfirmedAt: timestamptz('player_info_confirmed_at'),
    /** POST /api/player-phone-mismatch: the profile awaits correction by the team. */
    playerPhoneMismatchReportedAt: timestamptz('player_phone_mismatch_reported_at'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamptz('ban_expires'),
    ...timestamps(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lower_case_check', sql`${t.email} = lower(${t.email})`),
    check('users_browsing_maturity_level_check', sql`${t.browsingMaturityLevel} >= 0`),
    index('users_host_id_index').on(t.hostId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while god mode wears another user (self-transform). */
    impersonatedBy: integer('impersonated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('sessions_user_id_index').on(t.userId), index('sessions_expires_at_index').on(t.expiresAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** For the credential provider: the user id as text. */
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    /** The argon2id hash for the credential provider. */
    password: text('password'),
    ...timestamps(),
  },
  (t) => [
    index('accounts_user_id_index').on(t.userId),
    unique('accounts_provider_account_unique').on(t.providerId, t.accountId),
  ],
);

/** Password-reset and email-verification tokens (better-auth). */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_index').on(t.identifier)],
);
