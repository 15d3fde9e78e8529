import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import { sentEmails } from '../db/schema/index.js';

interface MailMessage {
  to: string | readonly string[];
  subject: string;
  html: string;
  text: string;
  /** The template that produced it, e.g. "verify-email" (the /sent-emails page filters by it). */
  template: string;
  /** The account it was sent to, when it was sent to one. */
  userId?: number | null;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058); stored with the row. */
  headers?: Record<string, string>;
  /** The mail this one sends again (/sent-emails' resend). */
  resentFromId?: number;
}

interface SendOptions {
  /**
   * Hand the mail to the transport without waiting for it. The row is stored
   * before `send` resolves either way; waiting only for the insert keeps a
   * slow SMTP server from telling apart an answer that mailed and one that did not.
   */
  background?: boolean;
}

export interface Mailer {
  /** Stores the mail in sent_emails, then hands it to the transport; resolves with the row id. A transport failure is recorded, never thrown. */
  send(message: MailMessage, options?: SendOptions): Promise<number>;
  /**
   * The same, once per key: a second call with a key already stored sends
   * nothing and resolves with null (a retried job, a job run twice).
   */
  sendOnce(key: string, message: MailMessage, options?: SendOptions): Promise<number | null>;
  /** True when mail leaves the machine (MAIL_URL set). */
  readonly delivers: boolean;
  /** Resolves once every background delivery has finished. */
  idle(): Promise<void>;
}

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silent: MailLog = { info: () => undefined, error: () => undefined };
const MAX_ERROR_LENGTH = 1024;

/**
 * SMTP through MAIL_URL when it is set; otherwise nodemailer's JSON transport,
 * which builds the message and sends nothing. Either way every mail is a
 * sent_emails row (what /sent-emails shows and tests read links from) and a
 * log line. Call it outside database transactions: on PGlite the insert would
 * wait for the open transaction forever.
 */
export function createMailer(env: Pick<Env, 'MAIL_URL' | 'MAIL_FROM'>, db: Db, log: MailLog = silent): Mailer {
  const delivers = Boolean(env.MAIL_URL);
  const transport = env.MAIL_URL
    ? nodemailer.createTransport(env.MAIL_URL)
    : nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage, recipients: string[]): Promise<void> {
    try {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: recipients,
        replyTo: message.replyTo,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      if (delivers) await db.update(sentEmails).set({ sentAt: new Date() }).where(eq(sentEmails.id, id));
      log.info(
        { mailId: id, to: recipients, subject: message.subject, delivered: delivers },
        delivers ? 'mail sent' : 'mail stored, not sent (no MAIL_URL)',
      );
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await db.update(sentEmails).set({ error: text }).where(eq(sentEmails.id, id));
      log.error({ mailId: id, to: recipients, subject: message.subject, err: error }, 'mail failed');
    }
  }

  async function send(message: MailMessage, options: SendOptions, dedupeKey: string | null): Promise<number | null> {
    const recipients = typeof message.to === 'string' ? [message.to] : [...message.to];
    const [row] = await db
      .insert(sentEmails)
      .values({
        subject: message.subject,
        recipients,
        body: message.html,
        textBody: message.text,
        replyTo: message.replyTo ?? null,
        template: message.template,
        userId: message.userId ?? null,
        headers: message.headers ?? null,
        resentFromId: message.resentFromId ?? null,
        dedupeKey,
      })
      .onConflictDoNothing({ target: sentEmails.dedupeKey })
      .returning({ id: sentEmails.id });
    if (!row) {
      if (dedupeKey) return null;
      throw new Error('sent_emails insert returned no row');
    }
    const delivery = deliver(row.id, message, recipients);
    if (!options.background) {
      await delivery;
      return row.id;
    }
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
    return row.id;
  }

  return {
    delivers,
    async send(message, options = {}) {
      const id = await send(message, options, null);
      if (id === null) throw new Error('sent_emails insert returned no row');
      return id;
    },
    sendOnce: (key, message, options = {}) => send(message, options, key),
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
