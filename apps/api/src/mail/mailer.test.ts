import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { sentEmails } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { createMailer } from './mailer.js';
import { verifyEmailMail } from './templates/verify-email.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const mail = {
  ...verifyEmailMail({ name: 'Ελένη <b>', url: 'http://localhost:3000/verify-email/1/abc?token=t' }),
  template: 'verify-email',
};

describe('createMailer', () => {
  it('without MAIL_URL stores every mail and sends nothing', async () => {
    const mailer = createMailer({ MAIL_FROM: 'Tennis <no-reply@tennis.local>' }, database.db);
    expect(mailer.delivers).toBe(false);
    const id = await mailer.send({ ...mail, to: 'eleni@example.gr', userId: null });
    const [row] = await database.db.select().from(sentEmails).where(eq(sentEmails.id, id));
    expect(row).toMatchObject({
      recipients: ['eleni@example.gr'],
      subject: 'Επιβεβαίωση διεύθυνσης email',
      template: 'verify-email',
      sentAt: null,
      error: null,
    });
    expect(row?.body).toContain('Γεια σας Ελένη &lt;b&gt;,');
    expect(row?.textBody).toContain('http://localhost:3000/verify-email/1/abc?token=t');
  });

  it('records a transport failure on the row instead of throwing', async () => {
    const mailer = createMailer(
      { MAIL_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Tennis <no-reply@tennis.local>' },
      database.db,
    );
    const id = await mailer.send({ ...mail, to: 'unreachable@example.gr' }, { background: true });
    await mailer.idle();
    const [row] = await database.db.select().from(sentEmails).where(eq(sentEmails.id, id));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
