import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../db/schema/index.js';
import { buildClub } from '../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { TEST_MAIL_SENT } from './dev-routes.js';

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('the test dashboard', () => {
  it('mails the god user a test message that the sent emails list shows', async () => {
    const response = await as.god.post('/api/dev/test-mail');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(TEST_MAIL_SENT);
    const [row] = await t.db.select().from(sentEmails).where(eq(sentEmails.id, response.json().mailId));
    expect(row).toMatchObject({ template: 'test-mail', recipients: ['god@demo.gr'], userId: t.seeded.users.god });
    const listed = await as.god.get('/api/sent-emails?filters[template]=test-mail');
    expect(listed.json().data.map((mail: { id: number }) => mail.id)).toContain(row!.id);
  });

  it('exports a real xlsx with the clubs', async () => {
    const club = await buildClub(t.db);
    const response = await as.god.get('/api/dev/test-excel');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names = workbook.getWorksheet('Όμιλοι')!.getColumn(2).values;
    expect(names).toContain(club.name);
  });

  it('throws on request: a 500 with the generic message, nothing of the exception shown', async () => {
    const response = await as.god.post('/api/dev/test-exception');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Δοκιμαστική εξαίρεση');
  });

  it('exists only in dev and test, and only for the god user', async () => {
    expect((await as.admin.post('/api/dev/test-mail')).statusCode).toBe(403);
    expect((await as.guest.post('/api/dev/test-log')).statusCode).toBe(401);
    const live = await createTestApp({ APP_ENV: 'live', AUTH_SECRET: 'a-live-secret-of-enough-length' });
    try {
      const god = await demoAgents(live.app);
      expect((await god.god.post('/api/dev/test-log')).statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
