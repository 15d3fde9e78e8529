import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './auth.js';
import { createdAt, id, timestamptz } from './columns.js';
import { authenticationEvent } from './enums.js';

// Logs and records read by the god-mode pages. Jobs and failed jobs (/jobs,
// /failed-jobs) are pg-boss's own tables in its `pgboss` schema, created by
// pg-boss at start: not part of these migrations.

/** Log tables grow fast: bigint keys. */
const bigId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** Every mail the platform sends; the default transport stores it here instead of sending. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: id(),
    subject: text('subject').notNull(),
    recipients: text('recipients').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** HTML body. */
    body: text('body').notNull(),
    textBody: text('text_body'),
    /** Kept so a resent mail (a contact message) still answers its author. */
    replyTo: text('reply_to'),
    /** The template that produced it, e.g. "verify-email". */
    template: text('template'),
    /** The user it was sent to, when it was sent to one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resentFromId: integer('resent_from_id').references((): AnyPgColumn => sentEmails.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    /** Extra headers it was sent with, e.g. List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A mail a job may send once only (a result per match version): a retried job finds it taken. */
    dedupeKey: text('dedupe_key').unique('sent_emails_dedupe_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [index('sent_emails_created_at_index').on(t.createdAt), index('sent_emails_user_id_index').on(t.userId)],
);

export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    /** Query and body with secrets removed. */
    params: jsonb('params'),
    statusCode: smallint('status_code'),
    durationMs: integer('duration_ms'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_logs_created_at_index').on(t.createdAt),
    index('request_logs_user_created_index').on(t.userId, t.createdAt),
  ],
);

export const authenticationLogs = pgTable(
  'authentication_logs',
  {
    id: bigId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: authenticationEvent('event').notNull(),
    /** The address typed, for failed attempts. */
    email: text('email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('authentication_logs_created_at_index').on(t.createdAt),
    index('authentication_logs_user_created_index').on(t.userId, t.createdAt),
  ],
);

/** Who changed what: the old and new values of the fields that changed. */
export const revisions = pgTable(
  'revisions',
  {
    id: bigId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The table's name, e.g. "matches". */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** created, updated, deleted, or a domain verb (approved, scored, rolled-back, …). */
    action: text('action').notNull(),
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    createdAt: createdAt(),
  },
  (t) => [
    index('revisions_entity_index').on(t.entityType, t.entityId, t.createdAt),
    index('revisions_created_at_index').on(t.createdAt),
    index('revisions_user_id_index').on(t.userId),
  ],
);

/** Page views per day and path (/admin/stats/site-traffic). */
export const siteTraffic = pgTable(
  'site_traffic',
  {
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
    uniqueVisitors: integer('unique_visitors').notNull().default(0),
  },
  (t) => [
    unique('site_traffic_day_path_unique').on(t.day, t.path),
    check('site_traffic_counts_check', sql`${t.views} >= 0 and ${t.uniqueVisitors} >= 0`),
  ],
);

/** God mode's self-transform: who wore whom, from when to when. */
export const impersonationLogs = pgTable(
  'impersonation_logs',
  {
    id: id(),
    impersonatorUserId: integer('impersonator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedUserId: integer('impersonated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('impersonation_logs_started_at_index').on(t.startedAt)],
);

/**
 * Pages opened in a browser, per Athens day and visitor (/admin/stats/site-traffic).
 * The visitor is a hash of the address, the browser and the day, salted by the
 * server: it counts distinct visitors without keeping who they are, and the
 * same person cannot be followed from one day to the next.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] }), check('site_visits_visits_check', sql`${t.visits} >= 0`)],
);

/** The artisan console's runs (/god/artisan-console): who ran which action, when, with what, and what it changed. */
export const artisanRuns = pgTable(
  'artisan_runs',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('artisan_runs_created_at_index').on(t.createdAt)],
);
