import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TContactRequest } from '@tennis/contracts';
import type { Env } from '../config/env.js';
import { withTransaction, type Db } from '../db/client.js';
import { contactMessages, tournamentHosts } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { CONTACT_MESSAGE_TEMPLATE, contactMessageMail } from '../mail/templates/contact-message.js';

type ContactInput = Required<Pick<TContactRequest, 'name' | 'email' | 'subject' | 'body' | 'mode'>> & {
  host?: string | undefined;
};

/** The platform team's address: CONTACT_EMAIL, else the address inside MAIL_FROM. */
function platformAddress(env: Pick<Env, 'CONTACT_EMAIL' | 'MAIL_FROM'>): string {
  return env.CONTACT_EMAIL ?? /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
}

/** The organiser a form names: by slug (athens-tennis) or id. */
async function findHost(db: Db, host: string | undefined) {
  const key = host?.trim();
  if (!key) return null;
  const where = /^\d+$/.test(key) ? eq(tournamentHosts.id, Number(key)) : eq(tournamentHosts.slug, key);
  const [found] = await db
    .select({ id: tournamentHosts.id, name: tournamentHosts.name, email: tournamentHosts.email })
    .from(tournamentHosts)
    .where(where);
  return found ?? null;
}

/**
 * Stores the message (one transaction), then mails its copy to the organiser
 * the form names, or to the platform team when it names none or the organiser
 * has no email. Replying to the mail answers the writer. Nothing is mailed to
 * the address typed in the form: the form must not mail strangers for anyone.
 */
export async function sendContactMessage(
  deps: { db: Db; mailer: Mailer; env: Pick<Env, 'CONTACT_EMAIL' | 'MAIL_FROM'> },
  request: FastifyRequest,
  input: ContactInput,
): Promise<number> {
  const host = await findHost(deps.db, input.host);
  const bugs = input.mode === 'bugs-and-improvements';
  const [stored] = await withTransaction(deps.db, (tx) =>
    tx
      .insert(contactMessages)
      .values({
        mode: bugs ? 'bugs-and-improvements' : 'contact',
        name: input.name,
        email: input.email,
        subject: input.subject,
        body: input.body,
        hostId: host?.id ?? null,
        userId: request.user?.id ?? null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 1024) ?? null,
      })
      .returning({ id: contactMessages.id }),
  );
  if (!stored) throw new Error('contact_messages insert returned no row');
  const mail = contactMessageMail({ ...input, siteName: host?.name ?? 'πλατφόρμα', bugsAndImprovements: bugs });
  await deps.mailer.send(
    { ...mail, to: host?.email ?? platformAddress(deps.env), replyTo: input.email, template: CONTACT_MESSAGE_TEMPLATE },
    { background: true },
  );
  return stored.id;
}
