import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOD_ONLY } from '../auth/policy.js';
import { sentEmails } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';

// Every god tool (spec 3 §7) answers the god user only: a guest is asked to
// sign in (401), every other role, admin included, is refused with the spec's
// super-admin message (403).

let t: TestApp;
let as: Record<Who, Agent>;
let mailId: number;
/** backup-run writes into it. */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'matrix-data-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
  const [mail] = await t.db
    .insert(sentEmails)
    .values({ subject: 'Πίνακας', recipients: ['matrix@example.gr'], body: '<p>x</p>', template: 'matrix' })
    .returning({ id: sentEmails.id });
  mailId = mail!.id;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Call = { method: 'GET' | 'POST'; url: () => string; godStatus: number; body?: object };
const CALLS: Call[] = [
  { method: 'GET', url: () => '/api/sent-emails', godStatus: 200 },
  { method: 'GET', url: () => `/api/sent-emails/${mailId}`, godStatus: 200 },
  { method: 'POST', url: () => `/api/sent-emails/${mailId}/resend`, godStatus: 200 },
  { method: 'GET', url: () => '/api/request-logs', godStatus: 200 },
  { method: 'GET', url: () => '/api/request-logs/1/text', godStatus: 200 },
  { method: 'GET', url: () => '/api/revisions', godStatus: 200 },
  { method: 'GET', url: () => '/api/revisions/2000000000/text?field=oldValues', godStatus: 404 },
  { method: 'GET', url: () => '/api/authentication-logs', godStatus: 200 },
  { method: 'GET', url: () => '/api/jobs', godStatus: 200 },
  { method: 'GET', url: () => '/api/failed-jobs', godStatus: 200 },
  { method: 'GET', url: () => '/api/jobs/6f1c1f0e-8d43-4f44-9e0e-1a2b3c4d5e6f/text?field=data', godStatus: 404 },
  { method: 'GET', url: () => '/api/artisan-console/runs', godStatus: 200 },
  { method: 'GET', url: () => '/api/code', godStatus: 200 },
  { method: 'POST', url: () => '/api/dev/test-mail', godStatus: 200 },
  { method: 'POST', url: () => '/api/dev/test-log', godStatus: 200 },
  { method: 'GET', url: () => '/api/dev/test-excel', godStatus: 200 },
  { method: 'POST', url: () => '/api/dev/test-exception', godStatus: 500 },
  { method: 'GET', url: () => '/api/dev/test-pdf', godStatus: 200 },
  // A form without a file: the god user reaches the check (422), everyone else is stopped before it.
  { method: 'POST', url: () => '/api/dev/test-upload', godStatus: 422 },
  { method: 'GET', url: () => '/api/log-viewer/logs', godStatus: 200 },
  { method: 'GET', url: () => '/api/log-viewer/logs/2031-01-01/1/text?field=message', godStatus: 404 },
  { method: 'GET', url: () => '/god/artisan-console/update-standings', godStatus: 200 },
  { method: 'POST', url: () => '/god/artisan-console/update-standings', godStatus: 200 },
  { method: 'GET', url: () => '/god/artisan-console/clear-cache', godStatus: 200 },
  { method: 'POST', url: () => '/god/artisan-console/clear-cache', godStatus: 200 },
  { method: 'GET', url: () => '/god/artisan-console/recalculate-points?playerId=2000000000', godStatus: 404 },
  {
    method: 'POST',
    url: () => '/god/artisan-console/recalculate-points',
    body: { playerId: 2000000000 },
    godStatus: 404,
  },
  { method: 'GET', url: () => '/god/artisan-console/conclude-r2m?month=1&year=2020', godStatus: 409 },
  { method: 'POST', url: () => '/god/artisan-console/conclude-r2m', body: { month: 1, year: 2020 }, godStatus: 409 },
  { method: 'GET', url: () => '/god/artisan-console/backup-run', godStatus: 200 },
  { method: 'POST', url: () => '/god/artisan-console/backup-run', godStatus: 200 },
  { method: 'GET', url: () => '/god/artisan-console/rollback-wallet-transaction?id=2000000000', godStatus: 404 },
  {
    method: 'POST',
    url: () => '/god/artisan-console/rollback-wallet-transaction',
    body: { id: 2000000000 },
    godStatus: 404,
  },
  { method: 'GET', url: () => '/god/artisan-console/at-presentation-seeder', godStatus: 200 },
  // The god user's run loads the demo data set into this test's own database.
  { method: 'POST', url: () => '/god/artisan-console/at-presentation-seeder', godStatus: 200 },
];

describe.each(CALLS)('$method $url', ({ method, url, godStatus, body = {} }) => {
  it.each(EVERYONE.map((who) => [who, who === 'guest' ? 401 : who === 'god' ? godStatus : 403] as const))(
    'answers %s with %i',
    async (who, status) => {
      const response = method === 'GET' ? await as[who].get(url()) : await as[who].post(url(), body);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 403) expect(response.json().message).toBe(GOD_ONLY);
    },
  );
});
