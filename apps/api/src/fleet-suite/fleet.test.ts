import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../live/event-stream-reader.test-helpers.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { TEST_REDIS_URL } from '../test/redis.js';
import { loginFailureKeys } from '../auth/login-throttle.js';
import { redisCounterStore } from '../lib/redis-counter-store.js';
import {
  createFleetDatabase,
  freePort,
  startApiProcess,
  startNginx,
  type ApiProcess,
  type FleetDatabase,
  type Proxy,
} from './fleet-processes.js';
import { HttpAgent, signIn } from './http-agent.js';

// Three API processes on one PostgreSQL server, one Redis and one S3 bucket,
// behind nginx (round robin), each with a DATA_DIR of its own so that nothing
// can pass between them through a disk: what one process is told, the others
// must know (ARCHITECTURE §9).

const FLEET_SIZE = 3;
const WITHIN_MS = 2_000;

let folder: string;
let database: FleetDatabase;
let sql: pg.Pool;
let s3: TestS3Server;
let fleet: ApiProcess[] = [];
let proxy: Proxy;

const processEnv = (dataDir: string): Record<string, string> => ({
  APP_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  STORAGE_URL: s3.url,
  REDIS_URL: TEST_REDIS_URL,
  TRUST_PROXY: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(folder, 'no-web-dist'),
  SHUTDOWN_TIMEOUT_SECONDS: '10',
});

async function startMember(index: number, port: number): Promise<ApiProcess> {
  return startApiProcess(port, processEnv(path.join(folder, `machine-${index + 1}`)));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fleet-'));
  database = await createFleetDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  s3 = await startS3Server();
  // All three start at once on the empty database: they take turns to migrate and load the demo data.
  const ports = await Promise.all(Array.from({ length: FLEET_SIZE }, () => freePort()));
  fleet = await Promise.all(ports.map((port, index) => startMember(index, port)));
  proxy = await startNginx(path.join(folder, 'nginx'), ports);
}, 300_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(fleet.map((member) => member.stop()));
  await sql?.end();
  await s3?.close();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
}, 60_000);

/** Asks every process until each answers something other than `before` (per process); the time it took. */
async function untilAllChange(path: string, before: string[], agent = new HttpAgent()): Promise<number> {
  const started = Date.now();
  const pending = new Set(fleet.map((_, index) => index));
  while (pending.size > 0 && Date.now() - started < 10_000) {
    for (const index of [...pending]) {
      const answer = await agent.get(fleet[index]!.url, path);
      if (answer.status === 200 && answer.text !== before[index]) pending.delete(index);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect([...pending], `processes still answering the old ${path}`).toEqual([]);
  return Date.now() - started;
}

const everyProcess = (path: string) => Promise.all(fleet.map((member) => new HttpAgent().get(member.url, path)));

describe('a fleet of three API processes behind nginx', () => {
  it('knows a session made through one process on every other, and its end too', async () => {
    const player = await signIn(fleet[0]!.url, 'player@demo.gr');
    for (const member of fleet) {
      const answer = await player.get(member.url, '/api/user');
      expect(answer.json<{ user: { email: string } | null }>().user?.email).toBe('player@demo.gr');
    }
    // The cookie a thief would have kept: after the logout through another process, no process takes it.
    const stolen = new HttpAgent();
    for (const [name, value] of player.cookies) stolen.cookies.set(name, value);
    expect((await player.get(fleet[1]!.url, '/logout')).status).toBe(200);
    for (const member of fleet) {
      expect((await stolen.get(member.url, '/api/user')).json<{ user: unknown }>().user).toBeNull();
    }
  });

  it('shows a score entered through one process in the standings and the draw of all three within two seconds', async () => {
    const { rows } = await sql.query<{
      id: number;
      kind: string;
      championship_id: number;
      tournament_category_id: number;
    }>(`
      (select id, kind, championship_id, tournament_category_id from matches
        where kind = 'championship' and state = 'initialized' and home_player1_id is not null and away_player1_id is not null
        order by id limit 1)
      union all
      (select m.id, m.kind, m.championship_id, m.tournament_category_id from matches m
        join tournaments t on t.id = m.tournament_id
        where m.kind = 'tournament' and m.state = 'initialized' and t.state = 'underway'
          and m.home_player1_id is not null and m.away_player1_id is not null
        order by m.id limit 1)`);
    const championshipMatch = rows.find((row) => row.kind === 'championship')!;
    const tournamentMatch = rows.find((row) => row.kind === 'tournament')!;
    const standings = `/api/championships/${championshipMatch.championship_id}/standings`;
    const draw = `/api/tournaments/tournament-categories/${tournamentMatch.tournament_category_id}/draw`;
    // Every process has both answers cached before the score.
    const [standingsBefore, drawBefore] = await Promise.all([everyProcess(standings), everyProcess(draw)]);

    const god = await signIn(fleet[0]!.url, 'god@demo.gr');
    for (const match of [championshipMatch, tournamentMatch]) {
      const scored = await god.post(fleet[0]!.url, `/api/matches/${match.id}/score`, SCORE);
      expect(scored.status, scored.text).toBe(200);
    }
    const took = await Promise.all([
      untilAllChange(
        standings,
        standingsBefore.map((answer) => answer.text),
      ),
      untilAllChange(
        draw,
        drawBefore.map((answer) => answer.text),
      ),
    ]);
    expect(Math.max(...took)).toBeLessThan(WITHIN_MS);
    const played = (text: string) =>
      JSON.parse(text).open.reduce((sum: number, row: { matchesPlayed: number }) => sum + row.matchesPlayed, 0);
    for (const answer of await everyProcess(standings))
      expect(played(answer.text)).toBe(played(standingsBefore[0]!.text) + 2);
  });
});

describe('what one process is told, the fleet knows', () => {
  it('finds a player renamed through one process in the search of all three within two seconds', async () => {
    const admin = await signIn(fleet[2]!.url, 'admin@demo.gr');
    const { rows } = await sql.query<{ id: number }>(`select id from players order by id desc limit 1`);
    const id = rows[0]!.id;
    const record = (await admin.get(fleet[2]!.url, `/api/admin/players/${id}`)).json<{ data: PlayerRecord }>().data;
    const surname = 'Στολοδρόμος';
    const search = `/api/global-search?q=${encodeURIComponent(surname)}`;
    const before = await everyProcess(search);
    const saved = await admin.put(fleet[2]!.url, `/api/players/${id}`, { ...pick(record), surname });
    expect(saved.status, saved.text).toBe(200);
    expect(
      await untilAllChange(
        search,
        before.map((answer) => answer.text),
      ),
    ).toBeLessThan(WITHIN_MS);
    for (const answer of await everyProcess(search))
      expect(answer.json<SearchAnswer>().data.players.map((hit) => hit.id)).toContain(id);
  });

  it('tells a live stream open on another process, and through nginx, of a score within two seconds', async () => {
    const { rows } = await sql.query<{ id: number; tournament_id: number }>(`
      select m.id, m.tournament_id from matches m join tournaments t on t.id = m.tournament_id
       where m.kind = 'tournament' and m.state = 'initialized' and t.state = 'underway'
         and m.home_player1_id is not null and m.away_player1_id is not null
       order by m.id limit 1`);
    const match = rows[0]!;
    const live = `/api/tournaments/${match.tournament_id}/live`;
    const streams = await Promise.all([openEventStream(fleet[2]!.url + live), openEventStream(proxy.url + live)]);
    try {
      // Each stream first names the version its page shows.
      const seen = await Promise.all(streams.map((stream) => stream.next(WITHIN_MS)));
      const god = await signIn(fleet[0]!.url, 'god@demo.gr');
      expect((await god.post(fleet[0]!.url, `/api/matches/${match.id}/score`, SCORE)).status).toBe(200);
      const told = await Promise.all(streams.map((stream) => stream.next(WITHIN_MS)));
      told.forEach((event, index) => expect(Number(event?.id)).toBeGreaterThan(Number(seen[index]?.id)));
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });

  it('serves a picture uploaded through one process from the others, out of the bucket', async () => {
    const host = await signIn(fleet[0]!.url, 'host@demo.gr');
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'court.png');
    const uploaded = await host.upload(fleet[0]!.url, '/api/static-content/knockouts/2025/3', form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const image = uploaded
      .json<{ data: { images: { index: number; url: string | null }[] } }>()
      .data.images.find((entry) => entry.index === 3)!;
    for (const member of fleet.slice(1)) {
      const served = await fetch(new URL(image.url!, member.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await s3.keys()).some((key) => key.startsWith('static-content/knockouts/2025/image-3-'))).toBe(true);
  });

  it('counts wrong passwords on every process against one limit', async () => {
    // The same visitor (one address, as nginx forwards it) guesses through each process in turn. The
    // counters live in Redis for 15 minutes, so each run guesses from an address of its own.
    const network = `10.${randomInt(256)}.${randomInt(256)}`;
    const guesser = new HttpAgent({ 'x-forwarded-for': `${network}.7` });
    // The account's own count too, which an earlier run's guesses may still hold.
    const counters = redisCounterStore(TEST_REDIS_URL);
    await counters.clear(loginFailureKeys(`${network}.7`, 'host2@demo.gr').account);
    await counters.close();
    const guess = (index: number) =>
      guesser.post(fleet[index % FLEET_SIZE]!.url, '/login', { email: 'host2@demo.gr', password: 'wrong-guess-1' });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess(attempt)).status).toBe(422);
    for (let index = 0; index < FLEET_SIZE; index += 1) expect((await guess(index)).status).toBe(429);
    // The owner, elsewhere, still signs in through any process.
    const owner = new HttpAgent({ 'x-forwarded-for': `${network === '10.0.0' ? '10.0.1' : '10.0.0'}.20` });
    expect((await owner.post(fleet[1]!.url, '/login', { email: 'host2@demo.gr', password: 'demo1234' })).status).toBe(
      200,
    );
  });
});

describe('jobs and restarts', () => {
  it('runs a scheduled job once per occurrence, though three processes watch the schedule', async () => {
    const job = 'weekly-standings-refresh';
    const { rows: saved } = await sql.query<{ cron: string }>(`select cron from pgboss.schedule where name = $1`, [
      job,
    ]);
    const since = new Date();
    // Monday 06:00 made every minute: the same schedule row every process registered at its start.
    await sql.query(`update pgboss.schedule set cron = '* * * * *' where name = $1`, [job]);
    try {
      const completed = async () =>
        (
          await sql.query<{ count: number }>(
            `select count(*)::int as count from pgboss.job where name = $1 and created_on >= $2 and state = 'completed'`,
            [job, since],
          )
        ).rows[0]!.count;
      const until = Date.now() + 150_000;
      while ((await completed()) === 0 && Date.now() < until) await pause(1_000);
      // Every process's cron monitor (each looks every 30 s) has seen that minute by now.
      await pause(40_000);
      const { rows } = await sql.query<{ occurrence: string; runs: number }>(
        `select date_trunc('minute', created_on)::text as occurrence, count(*)::int as runs
           from pgboss.job where name = $1 and created_on >= $2 group by 1 order by 1`,
        [job, since],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
      expect(await completed()).toBe(rows.length);
    } finally {
      await sql.query(`update pgboss.schedule set cron = $2 where name = $1`, [job, saved[0]!.cron]);
    }
  }, 240_000);

  it('drops no read while each process in turn is stopped with SIGTERM and started again', async () => {
    const { rows } = await sql.query<{ championship: number; category: number }>(`
      select (select id from championships where state = 'underway' order by id limit 1) as championship,
             (select c.id from tournament_categories c join tournaments t on t.id = c.tournament_id
               where t.state = 'underway' order by c.id limit 1) as category`);
    const paths = [
      `/api/championships/${rows[0]!.championship}/standings`,
      `/api/tournaments/tournament-categories/${rows[0]!.category}/draw`,
      `/api/global-search?q=${encodeURIComponent('Παπα')}`,
    ];
    let reading = true;
    let answered = 0;
    const failures: string[] = [];
    const reader = async (offset: number) => {
      for (let turn = offset; reading; turn += 1) {
        const path = paths[turn % paths.length]!;
        const status = await fetch(proxy.url + path).then(
          async (answer) => (await answer.arrayBuffer(), answer.status),
          (error: Error) => error.message,
        );
        if (status === 200) answered += 1;
        else failures.push(`${path}: ${status}`);
      }
    };
    const readers = Array.from({ length: 8 }, (_, index) => reader(index));
    for (let index = 0; index < FLEET_SIZE; index += 1) {
      const port = Number(new URL(fleet[index]!.url).port);
      expect(await fleet[index]!.stop('SIGTERM')).toBe(0);
      fleet[index] = await startMember(index, port);
    }
    reading = false;
    await Promise.all(readers);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(500);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PlayerRecord {
  surname: string;
  name: string;
  phone: string | null;
  email: string | null;
}
const pick = ({ surname, name, phone, email }: PlayerRecord) => ({ surname, name, phone, email });
interface SearchAnswer {
  data: { players: { id: number }[] };
}

const SCORE = {
  s1: { home: 6, away: 4, homeRet: false, awayRet: false, homeDef: false, awayDef: false },
  s2: { home: 6, away: 3, homeRet: false, awayRet: false, homeDef: false, awayDef: false },
  st: null,
};
