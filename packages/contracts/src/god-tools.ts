import { z } from 'zod';
import { listResponse, ZDateTime } from './common.js';
import { ZListQuery } from './resource.js';

// The god user's log screens (spec 3 §7): sent e-mails, request logs,
// revisions, authentication logs, jobs and failed jobs, and the API's own log. Read-only lists with
// filters, an Athens date range, sort and pages; long texts travel cut, the
// whole text comes with the one record.

/** Payloads and exceptions are cut at this many characters in a list; the record's own call has the whole text. */
export const LOG_TEXT_CUT = 1024;
/** A mail's body preview is cut here and ends in '...' (spec 3 §7). */
export const MAIL_PREVIEW_CUT = 255;

export const INVALID_DAY = 'Μη έγκυρη ημερομηνία';
export const INVALID_DATE_RANGE = 'Η ημερομηνία έναρξης πρέπει να είναι πριν από την ημερομηνία λήξης';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY);

/**
 * A log list's query: the generic list query, whose `filters[from]` and
 * `filters[to]` are Athens days (YYYY-MM-DD, both included).
 */
export const ZLogListQuery = ZListQuery.omit({ paginate: true }).superRefine((query, ctx) => {
  const { from, to } = query.filters ?? {};
  for (const [key, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value && !ZDay.safeParse(value).success)
      ctx.addIssue({ code: 'custom', path: ['filters', key], message: INVALID_DAY });
  }
  if (from && to && ZDay.safeParse(from).success && ZDay.safeParse(to).success && from > to)
    ctx.addIssue({ code: 'custom', path: ['filters', 'to'], message: INVALID_DATE_RANGE });
});
export type TLogListQuery = z.infer<typeof ZLogListQuery>;

/** A text cut for a list cell: `cut` says there is more in the record's own call. */
export const ZCutText = z.object({ text: z.string(), cut: z.boolean() });
export type TCutText = z.infer<typeof ZCutText>;

const ZActorRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ZSentEmailRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipients: z.array(z.string()),
  template: z.string().nullable(),
  /** The body as text, cut with '...' after 255 characters. */
  preview: z.string(),
  createdAt: ZDateTime,
  sentAt: ZDateTime.nullable(),
  error: ZCutText.nullable(),
  resentFromId: z.number().int().nullable(),
});
export type TSentEmailRow = z.infer<typeof ZSentEmailRow>;
export const ZSentEmailList = listResponse(ZSentEmailRow);
export type TSentEmailList = z.infer<typeof ZSentEmailList>;

export const ZSentEmail = ZSentEmailRow.extend({
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string().nullable(),
  errorText: z.string().nullable(),
});
export type TSentEmail = z.infer<typeof ZSentEmail>;
export const ZSentEmailResponse = z.object({ data: ZSentEmail });

export const ZResendResponse = z.object({ message: z.string(), data: ZSentEmailRow });
export type TResendResponse = z.infer<typeof ZResendResponse>;
export const MAIL_RESENT = 'Το email στάλθηκε ξανά';

export const ZRequestLogRow = z.object({
  id: z.number().int(),
  createdAt: ZDateTime,
  method: z.string(),
  url: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  user: ZActorRef,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  params: ZCutText.nullable(),
});
export type TRequestLogRow = z.infer<typeof ZRequestLogRow>;
export const ZRequestLogList = listResponse(ZRequestLogRow);

export const ZRevisionRow = z.object({
  id: z.number().int(),
  createdAt: ZDateTime,
  user: ZActorRef,
  entityType: z.string(),
  entityId: z.number().int(),
  action: z.string(),
  oldValues: ZCutText.nullable(),
  newValues: ZCutText.nullable(),
});
export type TRevisionRow = z.infer<typeof ZRevisionRow>;
export const ZRevisionList = listResponse(ZRevisionRow);

export const ZAuthenticationLogRow = z.object({
  id: z.number().int(),
  createdAt: ZDateTime,
  user: ZActorRef,
  event: z.string(),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAuthenticationLogRow = z.infer<typeof ZAuthenticationLogRow>;
export const ZAuthenticationLogList = listResponse(ZAuthenticationLogRow);

export const ZJobRow = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  retryCount: z.number().int(),
  createdAt: ZDateTime,
  startedAt: ZDateTime.nullable(),
  completedAt: ZDateTime.nullable(),
  data: ZCutText.nullable(),
  /** What the job answered, or for a failed job its exception. */
  output: ZCutText.nullable(),
});
export type TJobRow = z.infer<typeof ZJobRow>;
export const ZJobList = listResponse(ZJobRow);

/** The whole text of one cell, for the dialog the list opens. */
export const ZLogTextQuery = z.object({ field: z.string().max(32) });
export const ZLogText = z.object({ text: z.string() });
export type TLogText = z.infer<typeof ZLogText>;

/** The levels of the API's own log (pino's names), lowest first. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];
export const UNKNOWN_LOG_LEVEL = 'Άγνωστο επίπεδο καταγραφής';

/**
 * One line of the API's own log (/log-viewer/logs), read from its daily file:
 * `id` is `{day}:{line}`, the file's Athens day and the line's number in it.
 * A line that is not JSON (a write cut short) comes whole as its message, without a level.
 */
export const ZLogEntryRow = z.object({
  id: z.string(),
  day: z.string(),
  line: z.number().int(),
  createdAt: ZDateTime.nullable(),
  level: z.enum(LOG_LEVELS).nullable(),
  message: ZCutText,
  /** The error's stack (or its type and message). */
  error: ZCutText.nullable(),
  /** The line's other fields (request, response, ids) as JSON. */
  context: ZCutText.nullable(),
});
export type TLogEntryRow = z.infer<typeof ZLogEntryRow>;
export const ZLogEntryList = listResponse(ZLogEntryRow);
export const LOG_ENTRY_FIELDS = ['message', 'error', 'context'] as const;
export type TLogEntryField = (typeof LOG_ENTRY_FIELDS)[number];

/** POST /api/dev/test-upload: what the server made of a file it checked, stored and removed. */
export const ZTestUpload = z.object({
  originalName: z.string(),
  /** Read from the file's bytes, never from its name alone. */
  extension: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  /** An image's size in pixels; null for a document. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where it was stored under the uploads folder before it was removed. */
  storedAs: z.string(),
});
export type TTestUpload = z.infer<typeof ZTestUpload>;
export const ZTestUploadResponse = z.object({ message: z.string(), data: ZTestUpload });
export type TTestUploadResponse = z.infer<typeof ZTestUploadResponse>;

/** The artisan console's actions (spec 3 §7) that exist here. */
export const ARTISAN_ACTIONS = [
  'update-standings',
  'clear-cache',
  'backup-run',
  'recalculate-points',
  'update-tournament-host-id',
  'conclude-r2m',
  'rollback-wallet-transaction',
  'at-presentation-seeder',
] as const;
export type TArtisanAction = (typeof ARTISAN_ACTIONS)[number];

/** GET /god/artisan-console/{action}: what the action would do, changing nothing. */
export const ZArtisanPreview = z.object({ action: z.string(), message: z.string() });
export type TArtisanPreview = z.infer<typeof ZArtisanPreview>;

/** POST /god/artisan-console/{action}: the notice and what the run changed (also recorded). */
export const ZArtisanOutcome = z.object({ message: z.string(), changes: z.record(z.string(), z.unknown()) });
export type TArtisanOutcome = z.infer<typeof ZArtisanOutcome>;

export const ZArtisanRunRow = z.object({
  id: z.number().int(),
  createdAt: ZDateTime,
  user: ZActorRef,
  action: z.string(),
  params: z.string(),
  changes: ZCutText,
});
export type TArtisanRunRow = z.infer<typeof ZArtisanRunRow>;
export const ZArtisanRunList = listResponse(ZArtisanRunRow);

/** GET /api/code (/__code): the running build and the migrations its database has. */
export const ZCodeVersion = z.object({
  /** The commit built, or null when the build did not know it. */
  commit: z.string().nullable(),
  builtAt: ZDateTime.nullable(),
  migrations: z.object({ applied: z.array(z.string()), known: z.number().int() }),
});
export type TCodeVersion = z.infer<typeof ZCodeVersion>;
