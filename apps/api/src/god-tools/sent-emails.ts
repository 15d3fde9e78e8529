import { count, eq, sql } from 'drizzle-orm';
import {
  MAIL_PREVIEW_CUT,
  type TLogListQuery,
  type TSentEmail,
  type TSentEmailList,
  type TSentEmailRow,
} from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { sentEmails } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { listMeta } from '../lib/list-meta.js';
import type { Mailer } from '../mail/mailer.js';
import { contains, cutText, planLogList, type LogListSpec } from './log-list.js';

type SentEmail = typeof sentEmails.$inferSelect;

const SPEC: LogListSpec = {
  sorts: { createdAt: sentEmails.createdAt, subject: sentEmails.subject, template: sentEmails.template },
  defaultSort: 'createdAt',
  createdAt: sentEmails.createdAt,
  tieBreaker: sentEmails.id,
  filters: {
    subject: (value) => contains(sentEmails.subject, value),
    recipient: (value) => contains(sentEmails.recipients, value),
    template: (value) => eq(sentEmails.template, value),
    status: (value) =>
      value === 'failed'
        ? sql`${sentEmails.error} is not null`
        : value === 'resent'
          ? sql`${sentEmails.resentFromId} is not null`
          : undefined,
  },
};

/** The body as plain text: the text part when the mail has one, else the HTML without its tags. */
function plainBody(row: Pick<SentEmail, 'body' | 'textBody'>): string {
  const text =
    row.textBody ??
    row.body
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The list's preview of a body: cut with '...' after 255 characters (spec 3 §7). */
function previewOf(row: Pick<SentEmail, 'body' | 'textBody'>): string {
  const text = plainBody(row);
  return text.length > MAIL_PREVIEW_CUT ? `${text.slice(0, MAIL_PREVIEW_CUT)}...` : text;
}

function presentRow(row: SentEmail): TSentEmailRow {
  return {
    id: row.id,
    subject: row.subject,
    recipients: row.recipients,
    template: row.template,
    preview: previewOf(row),
    createdAt: formatAthensDateTime(row.createdAt),
    sentAt: row.sentAt ? formatAthensDateTime(row.sentAt) : null,
    error: cutText(row.error),
    resentFromId: row.resentFromId,
  };
}

export async function listSentEmails(db: Db, query: TLogListQuery): Promise<TSentEmailList> {
  const plan = planLogList(SPEC, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sentEmails)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ value: count() }).from(sentEmails).where(plan.where),
  ]);
  return { data: rows.map(presentRow), meta: listMeta(total?.value ?? 0, plan.page, plan.pageLength) };
}

async function findSentEmail(db: Db, id: number): Promise<SentEmail | null> {
  const [row] = await db.select().from(sentEmails).where(eq(sentEmails.id, id));
  return row ?? null;
}

/** One mail whole, for the dialog; null when there is none. */
export async function loadSentEmail(db: Db, id: number): Promise<TSentEmail | null> {
  const row = await findSentEmail(db, id);
  if (!row) return null;
  return {
    ...presentRow(row),
    cc: row.cc,
    bcc: row.bcc,
    replyTo: row.replyTo,
    html: row.body,
    text: row.textBody,
    errorText: row.error,
  };
}

/**
 * Sends a stored mail again, to the same recipients with the same content,
 * through the mailer: a new sent_emails row pointing at the one it repeats.
 * Null when there is no such mail.
 */
export async function resendSentEmail(db: Db, mailer: Mailer, id: number): Promise<TSentEmailRow | null> {
  const row = await findSentEmail(db, id);
  if (!row) return null;
  const newId = await mailer.send({
    to: row.recipients,
    subject: row.subject,
    html: row.body,
    text: row.textBody ?? plainBody(row),
    template: row.template ?? 'resent',
    userId: row.userId,
    replyTo: row.replyTo ?? undefined,
    headers: row.headers ?? undefined,
    resentFromId: row.id,
  });
  const resent = await findSentEmail(db, newId);
  return resent ? presentRow(resent) : null;
}
