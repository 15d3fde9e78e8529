import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_DAY, LOG_TEXT_CUT, UNKNOWN_LOG_LEVEL, type TListResponse, type TLogEntryRow } from '@tennis/contracts';
import { INVALID_SORT } from '../resources/list-query.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';

// /log-viewer/logs reads the API's own daily log files: a test app that asks
// for them (LOG_FILE_DAYS) writes its log there, and files laid by hand give
// the list days, levels and long stacks to filter, order and cut.

let t: TestApp;
let as: Record<Who, Agent>;
let dataDir: string;

const at = (iso: string) => new Date(iso).getTime();
const line = (fields: Record<string, unknown>) => `${JSON.stringify({ pid: 1, hostname: 'h', ...fields })}\n`;
const LONG_STACK = `Error: Σπασμένος υπολογισμός\n${'    at somewhere (file.js:1:1)\n'.repeat(100)}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'log-viewer-'));
  t = await createTestApp({ DATA_DIR: dataDir, LOG_FILE_DAYS: '3', LOG_LEVEL: 'info' });
  as = await demoAgents(t.app);
  const logs = path.join(dataDir, 'logs');
  await mkdir(logs, { recursive: true });
  await writeFile(
    path.join(logs, 'api-2031-03-01.log'),
    line({ level: 30, time: at('2031-03-01T08:00:00Z'), msg: 'πρώτη γραμμή' }) +
      line({ level: 50, time: at('2031-03-01T09:00:00Z'), msg: 'η βαθμολογία απέτυχε', err: { stack: LONG_STACK } }) +
      '{"level":30,"time":19\n',
  );
  await writeFile(
    path.join(logs, 'api-2031-03-02.log'),
    line({
      level: 40,
      time: at('2031-03-02T10:00:00Z'),
      msg: 'προειδοποίηση',
      reqId: 'req-7',
      res: { statusCode: 429 },
    }) + line({ level: 30, time: at('2031-03-02T11:00:00Z'), msg: 'τελευταία γραμμή' }),
  );
  const february = Array.from({ length: 12 }, (_, i) =>
    line({ level: 30, time: at(`2031-02-01T08:${String(i).padStart(2, '0')}:00Z`), msg: `γραμμή ${i + 1}` }),
  );
  await writeFile(path.join(logs, 'api-2031-02-01.log'), february.join(''));
  await writeFile(path.join(logs, 'notes.txt'), 'not a log file\n');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const list = async (query: string) => {
  const response = await as.god.get(`/api/log-viewer/logs?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListResponse<TLogEntryRow>>();
};
const MARCH = 'filters[from]=2031-03-01&filters[to]=2031-03-02';

describe('GET /api/log-viewer/logs', () => {
  it("shows a line the API just wrote to its log file, with the request's other fields", async () => {
    expect((await as.god.post('/api/dev/test-log')).statusCode).toBe(200);
    const query = 'filters[level]=warn&filters[text]=TEST LOG LINE';
    let found = await list(query);
    // pino writes the file asynchronously, a moment after the answer.
    for (let tries = 0; found.data.length === 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await list(query);
    }
    expect(found.data[0]).toMatchObject({ level: 'warn', message: { text: 'test log line from the test dashboard' } });
    expect(JSON.parse(found.data[0]!.context!.text)).toMatchObject({ source: 'test-dashboard' });
  });

  it('lists the days asked for newest first, a line that is not JSON included as its own message', async () => {
    const all = await list(MARCH);
    expect(all.data.map((row) => row.id)).toEqual([
      '2031-03-02:2',
      '2031-03-02:1',
      '2031-03-01:3',
      '2031-03-01:2',
      '2031-03-01:1',
    ]);
    expect(all.data[0]).toMatchObject({ createdAt: '2031-03-02 13:00:00', level: 'info', error: null, context: null });
    expect(all.data[2]).toMatchObject({ level: null, createdAt: null, message: { text: '{"level":30,"time":19' } });
    expect(JSON.parse(all.data[1]!.context!.text)).toEqual({ reqId: 'req-7', res: { statusCode: 429 } });

    const oldestFirst = await list(`${MARCH}&sortDir=asc`);
    expect(oldestFirst.data.map((row) => row.id)).toEqual([...all.data.map((row) => row.id)].reverse());
    expect((await list('filters[from]=2031-03-02&filters[to]=2031-03-02')).meta.total).toBe(2);
  });

  it('answers the page asked for', async () => {
    const february = 'filters[from]=2031-02-01&filters[to]=2031-02-01';
    const second = await list(`${february}&page=2&pageLength=10`);
    expect(second.meta).toMatchObject({ total: 12, page: 2, lastPage: 2 });
    expect(second.data.map((row) => row.message.text)).toEqual(['γραμμή 2', 'γραμμή 1']);
    const secondOldestFirst = await list(`${february}&page=2&pageLength=10&sortDir=asc`);
    expect(secondOldestFirst.data.map((row) => row.id)).toEqual(['2031-02-01:11', '2031-02-01:12']);
  });

  it('filters by level and by text in any of its fields, whatever the case', async () => {
    expect((await list(`${MARCH}&filters[level]=warn`)).data.map((row) => row.id)).toEqual(['2031-03-02:1']);
    expect((await list(`${MARCH}&filters[text]=ΒΑΘΜΟΛΟΓΊΑ`)).data.map((row) => row.id)).toEqual(['2031-03-01:2']);
    expect((await list(`${MARCH}&filters[text]=req-7`)).data.map((row) => row.id)).toEqual(['2031-03-02:1']);
  });

  it('cuts a long stack at 1024 characters and gives the whole of it on its own call', async () => {
    const [failed] = (await list(`${MARCH}&filters[level]=error`)).data;
    expect(failed?.error).toMatchObject({ cut: true });
    expect(failed?.error?.text).toHaveLength(LOG_TEXT_CUT);
    const whole = await as.god.get('/api/log-viewer/logs/2031-03-01/2/text?field=error');
    expect(whole.statusCode).toBe(200);
    expect(whole.json().text).toBe(LONG_STACK);
    const context = await as.god.get('/api/log-viewer/logs/2031-03-02/1/text?field=context');
    expect(context.json().text).toBe(JSON.stringify({ reqId: 'req-7', res: { statusCode: 429 } }, null, 2));
    expect((await as.god.get('/api/log-viewer/logs/2031-03-01/9/text?field=error')).statusCode).toBe(404);
    expect((await as.god.get('/api/log-viewer/logs/2030-01-01/1/text?field=message')).statusCode).toBe(404);
  });

  it('refuses an unknown level, a sort other than time, and a malformed day', async () => {
    expectFieldError(await as.god.get('/api/log-viewer/logs?filters[level]=loud'), 'filters.level', UNKNOWN_LOG_LEVEL);
    expectFieldError(await as.god.get('/api/log-viewer/logs?sort=level'), 'sort', INVALID_SORT);
    expectFieldError(await as.god.get('/api/log-viewer/logs/2031-3-1/1/text?field=message'), 'day', INVALID_DAY);
  });
});
