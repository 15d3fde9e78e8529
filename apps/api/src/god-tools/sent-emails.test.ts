import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RESENT, type TSentEmailList } from '@tennis/contracts';
import { sentEmails } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';

let sink: SmtpSink;
let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ MAIL_URL: sink.url });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function storeMail(values: Partial<typeof sentEmails.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(sentEmails)
    .values({
      subject: 'Δοκιμαστικό μήνυμα',
      recipients: ['eleni@example.gr'],
      body: '<p>Γεια σας Ελένη</p>',
      textBody: 'Γεια σας Ελένη',
      template: 'test-mail',
      ...values,
    })
    .returning();
  return row!;
}

const list = async (query: string) => {
  const response = await as.god.get(`/api/sent-emails?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSentEmailList>();
};

describe('GET /api/sent-emails', () => {
  it('cuts the body preview with ... after 255 characters', async () => {
    const long = await storeMail({ subject: 'Μακρύ κείμενο', textBody: 'α'.repeat(300) });
    const short = await storeMail({ subject: 'Σύντομο κείμενο', textBody: 'β'.repeat(255) });
    const rows = (await list('filters[subject]=κείμενο&pageLength=50')).data;
    expect(rows.find((row) => row.id === long.id)?.preview).toBe(`${'α'.repeat(255)}...`);
    expect(rows.find((row) => row.id === short.id)?.preview).toBe('β'.repeat(255));
  });

  it('filters by recipient and Athens day, sorts and pages', async () => {
    const old = await storeMail({ recipients: ['range@example.gr'], createdAt: new Date('2030-01-10T10:00:00Z') });
    await storeMail({ recipients: ['range@example.gr'], createdAt: new Date('2030-01-12T10:00:00Z') });
    await storeMail({ recipients: ['range@example.gr'], createdAt: new Date('2030-01-14T10:00:00Z') });
    // 23:30 UTC on the 9th is already the 10th in Athens.
    const lateNight = await storeMail({
      recipients: ['range@example.gr'],
      createdAt: new Date('2030-01-09T23:30:00Z'),
    });
    const inRange = await list(
      'filters[recipient]=range@&filters[from]=2030-01-10&filters[to]=2030-01-12&sort=createdAt&sortDir=asc',
    );
    expect(inRange.meta.total).toBe(3);
    expect(inRange.data[0]?.id).toBe(lateNight.id);
    expect(inRange.data[1]?.id).toBe(old.id);
    const paged = await list('filters[recipient]=range@&pageLength=5&page=2');
    expect(paged.data).toEqual([]);
    expect(paged.meta).toMatchObject({ total: 4, page: 2, lastPage: 1 });
  });

  it('refuses a range that ends before it starts, an unknown sort and a malformed day', async () => {
    expect((await as.god.get('/api/sent-emails?filters[from]=2030-02-01&filters[to]=2030-01-01')).statusCode).toBe(422);
    expect((await as.god.get('/api/sent-emails?sort=body')).statusCode).toBe(422);
    expect((await as.god.get('/api/sent-emails?filters[from]=yesterday')).statusCode).toBe(422);
  });
});

describe('POST /api/sent-emails/{id}/resend', () => {
  it('sends the mail again through the transport and stores the copy as a new row', async () => {
    const original = await storeMail({ recipients: ['resend@example.gr'], subject: 'Να σταλεί ξανά' });
    const before = sink.messages.length;
    const response = await as.god.post(`/api/sent-emails/${original.id}/resend`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(MAIL_RESENT);
    expect(answer.data.id).not.toBe(original.id);
    expect(answer.data.resentFromId).toBe(original.id);

    const [copy] = await t.db.select().from(sentEmails).where(eq(sentEmails.id, answer.data.id));
    expect(copy).toMatchObject({ subject: 'Να σταλεί ξανά', recipients: ['resend@example.gr'], error: null });
    expect(copy?.sentAt).not.toBeNull();
    const delivered = sink.messages.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual(['resend@example.gr']);
    expect(delivered[0]?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('answers 404 for a mail that does not exist and sends nothing', async () => {
    const before = sink.messages.length;
    expect((await as.god.post('/api/sent-emails/2000000000/resend')).statusCode).toBe(404);
    expect(sink.messages.length).toBe(before);
  });

  it('shows one mail whole, its HTML and text', async () => {
    const mail = await storeMail({ body: `<p>${'γ'.repeat(400)}</p>` });
    const response = await as.god.get(`/api/sent-emails/${mail.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.html).toBe(`<p>${'γ'.repeat(400)}</p>`);
  });
});
