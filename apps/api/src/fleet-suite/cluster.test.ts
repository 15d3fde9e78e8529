import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFleetDatabase,
  freePort,
  startApiProcess,
  type ApiProcess,
  type FleetDatabase,
} from './fleet-processes.js';

// WORKERS=2 on one machine: the primary forks two API processes sharing the
// port, replaces one that dies, adds up their metrics on METRICS_PORT, and on
// SIGTERM stops them both before it exits.

let folder: string;
let database: FleetDatabase;
let primary: ApiProcess;
let metricsPort: number;

const workersOf = async (pid: number) =>
  (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cluster-'));
  database = await createFleetDatabase();
  metricsPort = await freePort();
  primary = await startApiProcess(await freePort(), {
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    WORKERS: '2',
    METRICS_PORT: String(metricsPort),
    DATABASE_URL: database.url,
    DATA_DIR: folder,
    WEB_DIST: path.join(folder, 'no-web-dist'),
  });
}, 300_000);

afterAll(async () => {
  await primary?.stop();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
}, 60_000);

describe('WORKERS=2', { shuffle: false }, () => {
  it('serves one port from two processes, replaces one that dies and adds up their metrics', async () => {
    const workers = await workersOf(primary.pid);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    let replaced: number[] = [];
    for (let waited = 0; waited < 20_000 && replaced.length < 2; waited += 250) {
      await pause(250);
      replaced = (await workersOf(primary.pid)).filter((pid) => pid !== workers[0]);
    }
    expect(replaced).toHaveLength(2);
    expect(replaced).toContain(workers[1]);
    // The new worker takes requests once it listens; every answer meanwhile comes from the other.
    for (let i = 0; i < 40; i += 1) expect((await fetch(`${primary.url}/api/app-config`)).status).toBe(200);

    // The primary asks every worker, the new one too: it can answer once its app is built.
    const count = async () => {
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      if (scrape.status !== 200) return -1;
      return (await scrape.text())
        .split('\n')
        .filter((line) => line.startsWith('http_request_duration_seconds_count{method="GET",route="/api/app-config"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    };
    let counted = await count();
    for (let waited = 0; waited < 20_000 && counted !== 40; waited += 500) {
      await pause(500);
      counted = await count();
    }
    // The killed worker's counts went with it: the two living ones answered all 40.
    expect(counted).toBe(40);
  });

  it('stops every worker on SIGTERM, then exits', async () => {
    const workers = await workersOf(primary.pid);
    expect(await primary.stop('SIGTERM')).toBe(0);
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
