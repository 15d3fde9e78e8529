import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_TEXT_CUT, type TJobRow, type TListResponse } from '@tennis/contracts';
import { createJobRunner } from '../jobs/job-runner.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

// /jobs and /failed-jobs read pg-boss's own table: a real runner on the test
// database runs one job that succeeds and one that throws.

let t: TestApp;
let as: Record<Who, Agent>;
let boss: PgBoss | undefined;
beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await t?.close();
});

const get = async (url: string) => {
  const response = await as.god.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListResponse<TJobRow>>();
};

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('the jobs lists', () => {
  // One test: the files' tests run shuffled, and the empty lists only hold before the runner first starts.
  it('answer empty lists before the job runner ever started, then list every job and the failed ones with their exception cut at 1024 characters', async () => {
    expect((await get('/api/jobs')).meta.total).toBe(0);
    expect((await get('/api/failed-jobs')).data).toEqual([]);

    boss = createJobRunner(t.database);
    await boss.start();
    await boss.createQueue('god-tools-ok', { retryLimit: 0 });
    await boss.createQueue('god-tools-broken', { retryLimit: 0 });
    await boss.work('god-tools-ok', async () => undefined);
    await boss.work('god-tools-broken', async () => {
      throw new Error(`Σπασμένη εργασία ${'x'.repeat(2000)}`);
    });
    await boss.send('god-tools-ok', { round: 1 });
    const failedId = await boss.send('god-tools-broken', { round: 2 });
    await until(async () => (await get('/api/failed-jobs?filters[name]=god-tools')).meta.total === 1);
    await until(
      async () => (await get('/api/jobs?filters[state]=completed&filters[name]=god-tools-ok')).meta.total === 1,
    );

    const failed = await get('/api/failed-jobs?filters[name]=god-tools');
    expect(failed.data.map((row) => [row.id, row.name, row.state])).toEqual([[failedId, 'god-tools-broken', 'failed']]);
    expect(failed.data[0]?.output?.cut).toBe(true);
    expect(failed.data[0]?.output?.text).toHaveLength(LOG_TEXT_CUT);
    expect(JSON.parse(failed.data[0]!.data!.text)).toEqual({ round: 2 });

    const whole = await as.god.get(`/api/jobs/${failedId}/text?field=output`);
    expect(whole.json().text).toContain('x'.repeat(2000));

    const all = await get('/api/jobs?filters[name]=god-tools&sort=name&sortDir=asc');
    expect(all.data.map((row) => row.name)).toEqual(['god-tools-broken', 'god-tools-ok']);
  });
});
