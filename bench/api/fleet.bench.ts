// The fleet: global search and championship standings through nginx, first
// with one API process behind it, then with three, all on the same PostgreSQL
// server, at 150 connections. Targets: three processes answer at least 1.3
// times the requests per second of one, with p99 under 50 ms. The machine's
// cores are shared by nginx, PostgreSQL, the load generator and the API
// processes, so the CPU each used is printed beside the numbers.
//
// The processes run the app as a machine of the fleet would (fleet-suite's
// process starter: own port, own DATA_DIR) on a fresh database of the server
// DATABASE_URL names; without one there is no fleet to measure and the
// benchmark says so. The data is the demo data plus 50,000 players, the
// global-search benchmark's size: on the demo's 120 players a search costs
// less than nginx's passing it on, which would measure the proxy.
//
// The load comes from wrk (Debian's package), not autocannon: autocannon runs
// in Node and spends more CPU per request than the one API process it loads,
// so on two cores it would measure itself. wrk's cost is printed too.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../apps/api/src/config/env.js';
import {
  freePort,
  startApiProcess,
  startNginx,
  type ApiProcess,
  type Proxy,
} from '../../apps/api/src/fleet-suite/fleet-processes.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { seedDemoData } from '../../apps/api/src/seed/index.js';
import { openBenchDatabase } from './bench-database.js';
import { insertGreekPlayers } from './greek-players.js';

const PLAYERS = 50_000;
const CONNECTIONS = 150;
const DURATION_SECONDS = 15;
const WARM_UP_SECONDS = 3;
const TARGET_RATIO = 1.3;
const TARGET_P99_MS = 50;
/** Partial surnames and names as visitors type them, Greeklish too, and an event. */
const SEARCH_TERMS = ['παπαδοπ', 'γεωργ', 'κωνσταν', 'νικολα', 'ιωαννου', 'papadop', 'nikol', 'τουρνουα'];
const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (state first). */
async function statFields(pid: number | 'self'): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds a process has used so far (user and system). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = await statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND || 0;
}

/** CPU seconds of this process's children that ended and were waited for (wrk's runs). */
async function finishedChildrenCpuSeconds(): Promise<number> {
  const fields = await statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND || 0;
}

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}

interface Round {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU share of each API process over the measured seconds (1 = one core). */
  apiCpu: number[];
  nginxCpu: number;
  wrkCpu: number;
}

const execute = promisify(execFile);

/** wrk's script: the paths in turn on every connection, and the latency percentiles as JSON at the end. */
const wrkScript = (paths: readonly string[]) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local turn = 0
request = function()
  turn = turn + 1
  return wrk.format("GET", paths[(turn % #paths) + 1])
end
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format('RESULT {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3, latency:percentile(99) / 1e3, errors))
end
`;

async function load(url: string, script: string, seconds: number) {
  const { stdout } = await execute('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script, url]).catch(
    (error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new Error('The fleet benchmark needs wrk: apt-get install wrk') : error;
    },
  );
  const found = /RESULT (\{.*\})/.exec(stdout);
  if (!found) throw new Error(`wrk said:\n${stdout}`);
  return JSON.parse(found[1]!) as { requests: number; seconds: number; p50: number; p99: number; errors: number };
}

async function measure(proxy: Proxy, members: readonly ApiProcess[], script: string): Promise<Round> {
  await load(proxy.url, script, WARM_UP_SECONDS);
  const watched = [...members.map((m) => m.pid), ...(await childrenOf(proxy.pid))];
  const before = await Promise.all(watched.map(cpuSeconds));
  const wrkBefore = await finishedChildrenCpuSeconds();
  const started = performance.now();
  const result = await load(proxy.url, script, DURATION_SECONDS);
  const seconds = (performance.now() - started) / 1000;
  const used = (await Promise.all(watched.map(cpuSeconds))).map((after, i) => (after - before[i]!) / seconds);
  return {
    rps: result.requests / result.seconds,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    apiCpu: used.slice(0, members.length),
    nginxCpu: used.slice(members.length).reduce((a, b) => a + b, 0),
    wrkCpu: ((await finishedChildrenCpuSeconds()) - wrkBefore) / seconds,
  };
}

const line = (label: string, round: Round) =>
  `  ${label.padEnd(13)} ${round.rps.toFixed(0).padStart(6)} req/s   p50 ${round.p50.toFixed(1).padStart(5)} ms   ` +
  `p99 ${round.p99.toFixed(1).padStart(5)} ms   errors ${round.errors}   CPU: API ${round.apiCpu
    .map((share) => `${(share * 100).toFixed(0)} %`)
    .join(', ')}; nginx ${(round.nginxCpu * 100).toFixed(0)} %; wrk ${(round.wrkCpu * 100).toFixed(0)} %`;

export async function run(): Promise<void> {
  if (!loadEnv(process.env).DATABASE_URL) {
    console.log('The fleet needs a PostgreSQL server: set DATABASE_URL to measure it (skipped).');
    return;
  }
  const { database, cleanUp } = await openBenchDatabase('fleet');
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-fleet-'));
  const members: ApiProcess[] = [];
  const proxies: Proxy[] = [];
  try {
    const url = (database.pool?.options as { connectionString: string }).connectionString;
    const env = (index: number) => ({
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: path.join(folder, `machine-${index}`),
      WEB_DIST: path.join(folder, 'no-web-dist'),
    });
    const filling = performance.now();
    await seedDemoData(database.db, await seedAccounts(database.db));
    // Another phone prefix than the demo players': phones are unique.
    await insertGreekPlayers(database.db, PLAYERS, '68');
    await database.db.execute(sql`vacuum analyze`);
    console.log(`demo data and ${PLAYERS} players in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const ports = await Promise.all([0, 1, 2].map(() => freePort()));
    members.push(await startApiProcess(ports[0]!, env(0)));
    const { rows } = await database.db.execute<{ id: number }>(sql`select id from championships order by id`);
    const paths = [
      ...rows.map((row) => `/api/championships/${row.id}/standings`),
      ...SEARCH_TERMS.map((term) => `/api/global-search?q=${encodeURIComponent(term)}`),
    ];
    const script = path.join(folder, 'paths.lua');
    await writeFile(script, wrkScript(paths));
    console.log(`${rows.length} championships' standings and ${SEARCH_TERMS.length} searches, in turn`);
    console.log(`GET through nginx, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    proxies.push(await startNginx(path.join(folder, 'nginx-1'), ports.slice(0, 1)));
    const one = await measure(proxies[0]!, members, script);
    console.log(line('1 process', one));
    members.push(...(await Promise.all([1, 2].map((i) => startApiProcess(ports[i]!, env(i))))));
    proxies.push(await startNginx(path.join(folder, 'nginx-3'), ports));
    const three = await measure(proxies[1]!, members, script);
    console.log(line('3 processes', three));
    const ratio = three.rps / one.rps;
    console.log(
      `  throughput 3 / 1: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
    const p99Pass = three.p99 < TARGET_P99_MS && three.errors === 0;
    console.log(`  p99 with 3 processes < ${TARGET_P99_MS} ms, no error: ${p99Pass ? 'PASS' : 'FAIL'}`);
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await Promise.all(members.map((member) => member.stop()));
    await cleanUp();
    await rm(folder, { recursive: true, force: true });
  }
}
