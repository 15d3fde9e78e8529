import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { logsFolder } from './log-files.js';

// Every answer names its request, with the proxy's id when it sent a sane
// one, and every log line of the request carries the same id as `reqId`. The
// app logs into its daily file here (LOG_FILE_DAYS), which the test reads back.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'request-id-'));
  t = await createTestApp({ DATA_DIR: dataDir, LOG_FILE_DAYS: '1', LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every JSON line the app logged so far (a day's file each; the test may cross midnight). */
async function logLines(): Promise<Record<string, unknown>[]> {
  const folder = logsFolder(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return texts
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The messages logged under `reqId`, once pino has written them (it writes a moment after the answer). */
async function messagesOf(reqId: string, expected: string[]): Promise<string[]> {
  let messages: string[] = [];
  await vi.waitFor(
    async () => {
      messages = (await logLines()).filter((line) => line.reqId === reqId).map((line) => String(line.msg));
      expect(messages).toEqual(expect.arrayContaining(expected));
    },
    { timeout: 5000 },
  );
  return messages;
}

const get = (url: string, requestId?: string) =>
  t.app.inject({ url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('X-Request-Id', () => {
  it.each(['nginx-4f1c9a0b7e2d4c8f', 'a', 'A.b_c-9', 'x'.repeat(64)])('keeps a sane incoming id (%s)', async (id) => {
    expect((await get('/api/app-config', id)).headers['x-request-id']).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['over 64 characters', 'x'.repeat(65)],
    ['with a space', 'two words'],
    ['with a quote', 'a"b'],
    ['with a slash', 'a/b'],
    ['with a Greek letter', 'αίτημα'],
  ])('replaces an id %s by a new UUID', async (_case, id) => {
    const answered = (await get('/api/app-config', id)).headers['x-request-id'];
    expect(answered).toMatch(UUID);
    expect(answered).not.toBe(id);
  });

  it('gives every request without one an id of its own', async () => {
    const ids = [
      (await get('/health/live')).headers['x-request-id'],
      (await get('/health/live')).headers['x-request-id'],
    ];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it.each([
    ['an unknown path (404)', '/api/no-such-route'],
    ['a refusal (401)', '/api/user/settings'],
    ["Fastify's own refusal of a bad URL (400)", '/api/championships/by-slug/%E0%A4%A'],
  ])('is sent back on %s', async (_case, url) => {
    const response = await get(url, 'refused-1');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-request-id']).toBe('refused-1');
  });
});

describe('the log', () => {
  it("writes the incoming id as reqId on the request's lines, and on no other request's", async () => {
    await get('/api/app-config', 'log-line-1');
    await get('/api/app-config', 'log-line-2');
    const messages = await messagesOf('log-line-1', ['incoming request', 'request completed']);
    expect(messages).toHaveLength(2);
    const completed = (await logLines()).find(
      (line) => line.reqId === 'log-line-1' && line.msg === 'request completed',
    );
    expect(completed).toMatchObject({ res: { statusCode: 200 } });
  });

  it("writes a route's own lines under the request's id (the readiness probe's warning)", async () => {
    const { rows } = await t.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)
          returning id, hash, created_at::text as created_at`,
    );
    const removed = rows[0]!;
    try {
      expect((await get('/health/ready', 'probe-7')).statusCode).toBe(503);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${removed.id}, ${removed.hash}, ${removed.created_at}::bigint)`,
      );
    }
    // A request after it, whose last line is written after every line of the probe's.
    await get('/api/app-config', 'after-probe-7');
    await messagesOf('after-probe-7', ['request completed']);
    // The probe logs only what goes wrong: the warning, without the request and answer lines.
    expect(await messagesOf('probe-7', [])).toEqual(['readiness: migrations not applied']);
  });
});
