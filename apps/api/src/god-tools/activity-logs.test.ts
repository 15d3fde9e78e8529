import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_TEXT_CUT, type TListResponse, type TRequestLogRow, type TRevisionRow } from '@tennis/contracts';
import { authenticationLogs, requestLogs } from '../db/schema/index.js';
import { recordRevision } from '../lib/record-revision.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

let t: TestApp;
let as: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const response = await as.god.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('GET /api/request-logs', () => {
  it('lists the requests the app logged, newest first, filtered by url and method', async () => {
    await as.player.get('/api/user?from-the-log-test=1');
    // The log is written in batches a moment after the answer.
    let logs = await get<TListResponse<TRequestLogRow>>(
      '/api/request-logs?filters[url]=%2Fapi%2Fuser%3Ffrom-the-log-test&filters[method]=get',
    );
    for (let tries = 0; logs.data.length === 0 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      logs = await get<TListResponse<TRequestLogRow>>(
        '/api/request-logs?filters[url]=%2Fapi%2Fuser%3Ffrom-the-log-test&filters[method]=get',
      );
    }
    expect(logs.data.length).toBeGreaterThan(0);
    expect(logs.data[0]).toMatchObject({ method: 'GET', statusCode: 200 });
    expect(logs.data[0]?.user?.id).toBe(t.seeded.users.player);
  });

  it('cuts long parameters at 1024 characters and gives the whole text on its own call', async () => {
    const [row] = await t.db
      .insert(requestLogs)
      .values({ method: 'POST', url: '/api/long-payload-test', params: { note: 'ω'.repeat(3000) }, statusCode: 422 })
      .returning({ id: requestLogs.id });
    const logs = await get<TListResponse<TRequestLogRow>>('/api/request-logs?filters[url]=long-payload-test');
    expect(logs.data[0]?.params?.cut).toBe(true);
    expect(logs.data[0]?.params?.text).toHaveLength(LOG_TEXT_CUT);
    const whole = await get<{ text: string }>(`/api/request-logs/${row!.id}/text`);
    expect(JSON.parse(whole.text)).toEqual({ note: 'ω'.repeat(3000) });
  });
});

describe('GET /api/revisions', () => {
  it('lists revisions by entity with their old and new values', async () => {
    await recordRevision(t.db, {
      userId: t.seeded.users.admin,
      entityType: 'log-test-entity',
      entityId: 7,
      action: 'updated',
      oldValues: { name: 'Παλιό' },
      newValues: { name: 'Νέο' },
    });
    const revisions = await get<TListResponse<TRevisionRow>>('/api/revisions?filters[entityType]=log-test-entity');
    expect(revisions.meta.total).toBe(1);
    expect(revisions.data[0]).toMatchObject({ entityId: 7, action: 'updated' });
    expect(JSON.parse(revisions.data[0]!.newValues!.text)).toEqual({ name: 'Νέο' });
    const old = await get<{ text: string }>(`/api/revisions/${revisions.data[0]!.id}/text?field=oldValues`);
    expect(JSON.parse(old.text)).toEqual({ name: 'Παλιό' });
  });
});

describe('GET /api/authentication-logs', () => {
  it('lists failed sign-ins by event and address in a date range', async () => {
    await t.db.insert(authenticationLogs).values([
      { event: 'failed', email: 'intruder@example.gr', createdAt: new Date('2031-03-03T12:00:00Z') },
      { event: 'failed', email: 'intruder@example.gr', createdAt: new Date('2031-03-20T12:00:00Z') },
      { event: 'login', email: 'intruder@example.gr', createdAt: new Date('2031-03-03T13:00:00Z') },
    ]);
    const logs = await get<TListResponse<{ event: string; email: string }>>(
      '/api/authentication-logs?filters[event]=failed&filters[email]=intruder&filters[from]=2031-03-01&filters[to]=2031-03-10',
    );
    expect(logs.data.map((row) => [row.event, row.email])).toEqual([['failed', 'intruder@example.gr']]);
  });
});
