import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSiteTrafficResponse } from '@tennis/contracts';
import { agent, createTestApp, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../test/demo-agents.js';
import type { Agent } from '../test/app.js';
import { currentAthensMonth } from '../lib/athens-time.js';

let dir: string;
let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  // A web build of one index.html: the app's pages are served, and counted.
  dir = await mkdtemp(path.join(tmpdir(), 'tennis-site-traffic-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ WEB_DIST: path.join(dir, 'dist') });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const traffic = async (month?: string) => {
  const response = await as.god.get(`/api/admin/stats/site-traffic${month ? `?month=${month}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSiteTrafficResponse>();
};
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Athens' }).format(new Date());

describe('GET /api/admin/stats/site-traffic', () => {
  it.each(EVERYONE.map((who) => [who, who === 'guest' ? 401 : who === 'god' ? 200 : 403] as const))(
    'answers %s with %i',
    async (who, status) => {
      expect((await as[who].get('/api/admin/stats/site-traffic')).statusCode).toBe(status);
    },
  );

  it('counts the pages opened today, and each visitor once, in this month by default', async () => {
    const before = (await traffic()).days.find((day) => day.date === today())!;
    const visitor = agent(t.app, { ip: '203.0.113.7' });
    await visitor.get('/home', { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Android)' } });
    await visitor.get('/championships', { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Android)' } });
    // Neither a crawler, nor an API call, nor a file counts.
    await visitor.get('/home', { headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' } });
    await visitor.get('/api/app-config');
    await visitor.get('/favicon.svg');

    const month = await traffic();
    expect(month.month).toBe(currentAthensMonth());
    const after = month.days.find((day) => day.date === today())!;
    expect(after.visits - before.visits).toBe(2);
    expect(after.visitors - before.visitors).toBe(1);
  });

  it('lists every day of a month, zero where nobody came', async () => {
    const february = await traffic('2031-02');
    expect(february.days).toHaveLength(28);
    expect(february.days[0]).toEqual({ date: '2031-02-01', visits: 0, visitors: 0 });
    expect(february.days.at(-1)?.date).toBe('2031-02-28');
  });

  it('refuses a month that is not one', async () => {
    expect((await as.god.get('/api/admin/stats/site-traffic?month=2031-13')).statusCode).toBe(422);
  });
});
