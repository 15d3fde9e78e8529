// A tournament day, mixed: 200 spectators read the draws of the busy
// tournament's four categories and the day's order of play, each of them also
// holding the tournament's live stream open, while the back office scores one
// match a second through the real app. Each spectator asks five times a
// second: a page refetches once per announced score, so that is the live
// pages' whole load five times over (1,000 requests/s). A closed loop of 200
// connections would measure the queue instead: at any rate r its mean latency
// is 200/r, whatever the server's speed. Targets: read p99 under 50 ms with no
// error, and every score announced on the open streams within two seconds.
//
// The database is PGlite in this process under a temporary DATA_DIR, or a
// fresh database on the server DATABASE_URL names (created and dropped here).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { loginAs } from '../../apps/api/src/test/app.js';
import { openBenchDatabase } from './bench-database.js';
import { BUSY_DAY, fillBusyTournament } from './busy-tournament.js';

const SPECTATORS = 200;
/** Requests a second from each spectator. */
const SPECTATOR_RATE = 5;
const DURATION_SECONDS = 20;
const WARM_UP_SECONDS = 2;
const QUIET_SECONDS = 10;
const SCORE_EVERY_MS = 1_000;
const TARGET_P99_MS = 50;
const TARGET_DELIVERY_MS = 2_000;
/** Loopback addresses the streams come from: one network may hold only so many streams open. */
const STREAM_ADDRESSES = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const RESULT = {
  s1: { home: 6, away: 4, homeRet: false, awayRet: false, homeDef: false, awayDef: false },
  s2: { home: 6, away: 3, homeRet: false, awayRet: false, homeDef: false, awayDef: false },
  st: null,
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A spectator's open page: the versions its stream announced and when each arrived. */
function follow(url: string, localAddress: string, arrivals: Map<number, number>, streams: Set<() => void>) {
  return new Promise<void>((resolve, reject) => {
    const outgoing = request(url, { localAddress, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^id: (\d+)$/gm)) {
          const version = Number(match[1]);
          if (!arrivals.has(version)) arrivals.set(version, performance.now());
        }
      });
      resolve();
    });
    outgoing.on('error', reject);
    streams.add(() => outgoing.destroy());
    outgoing.end();
  });
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('tournament-day');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const streams = new Set<() => void>();
  try {
    const started = performance.now();
    const busy = await fillBusyTournament(database);
    const { db } = database;
    const { rows: categories } = await db.execute<{ id: number }>(
      sql`select id from tournament_categories where tournament_id = ${busy.tournamentId} order by id`,
    );
    // Matches with both players known, in order of play: the back office scores them one a second.
    const { rows: playable } = await db.execute<{ id: number }>(sql`
      select id from matches where tournament_id = ${busy.tournamentId} and state = 'initialized'
        and home_player1_id is not null and away_player1_id is not null
      order by scheduled_at, id`);
    console.log(
      `${database.kind}: ${categories.length} draws, ${busy.busyDayMatches} matches on ${BUSY_DAY}, ${playable.length} ready to score; ` +
        `made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const host = await loginAs(app, 'host@demo.gr');

    const arrivals = new Map<number, number>();
    await Promise.all(
      Array.from({ length: SPECTATORS }, (_, i) =>
        follow(
          `${base}/api/tournaments/${busy.tournamentId}/live`,
          `127.0.0.${2 + (i % STREAM_ADDRESSES)}`,
          i === 0 ? arrivals : new Map(),
          streams,
        ),
      ),
    );

    const reads = [
      ...categories.map((c) => ({
        method: 'GET' as const,
        path: `/api/tournaments/tournament-categories/${c.id}/draw`,
      })),
      { method: 'GET' as const, path: `/api/tournaments/${busy.tournamentId}/order-of-play?date=${BUSY_DAY}` },
    ];
    const load = (duration: number) =>
      autocannon({
        url: base,
        headers: HEADERS,
        requests: reads,
        connections: SPECTATORS,
        connectionRate: SPECTATOR_RATE,
        duration,
        workers: 1,
      });
    await load(WARM_UP_SECONDS);
    // The same crowd on a day without results: what the scores (and the rebuilt answers) add.
    const quiet = await load(QUIET_SECONDS);

    // The back office, alongside the crowd: one score a second, each timed and its announcement awaited.
    const scoreTimes: number[] = [];
    const deliveries: number[] = [];
    let scoreErrors = 0;
    let scoring = true;
    const backOffice = (async () => {
      for (const { id } of playable) {
        if (!scoring) break;
        const before = performance.now();
        const response = await host.post(`/api/matches/${id}/score`, RESULT);
        const after = performance.now();
        scoreTimes.push(after - before);
        if (response.statusCode !== 200) scoreErrors += 1;
        else {
          const { rows } = await db.execute<{ version: number }>(
            sql`select version from tournament_public_versions where tournament_id = ${busy.tournamentId}`,
          );
          const version = rows[0]!.version;
          void (async () => {
            while (!arrivals.has(version) && performance.now() - after < 10_000)
              await new Promise((wake) => setTimeout(wake, 10));
            deliveries.push((arrivals.get(version) ?? Infinity) - after);
          })();
        }
        await new Promise((wake) => setTimeout(wake, Math.max(0, SCORE_EVERY_MS - (performance.now() - before))));
      }
    })();
    const result = await load(DURATION_SECONDS);
    scoring = false;
    await backOffice;
    await new Promise((wake) => setTimeout(wake, TARGET_DELIVERY_MS));

    const errors = result.errors + result.non2xx;
    scoreTimes.sort((a, b) => a - b);
    deliveries.sort((a, b) => a - b);
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(
      `GET draws and order of play, ${SPECTATORS} connections at ${SPECTATOR_RATE} req/s each, ${DURATION_SECONDS} s, ${SPECTATORS} live streams open, one score a second`,
    );
    const readRow = (name: string, r: autocannon.Result, note = '') =>
      `  ${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50.toFixed(1).padStart(5)} ms   p99 ${r.latency.p99.toFixed(1).padStart(5)} ms   errors ${r.errors + r.non2xx} (${r.timeouts} timed out)${note}`;
    console.log(readRow('reads', result));
    console.log(readRow('no scores', quiet, `   (the same crowd for ${QUIET_SECONDS} s before the first score)`));
    console.log(
      `  scores     ${scoreTimes.length.toString().padStart(6)} made    p50 ${percentile(scoreTimes, 50).toFixed(1).padStart(5)} ms   max ${scoreTimes.at(-1)?.toFixed(1).padStart(5)} ms   errors ${scoreErrors}`,
    );
    console.log(
      `  announced  ${deliveries.filter(Number.isFinite).length.toString().padStart(6)} on a stream   p50 ${percentile(deliveries, 50).toFixed(1).padStart(5)} ms   max ${deliveries.at(-1)?.toFixed(1).padStart(5)} ms   (after the score's answer)`,
    );
    console.log(`  process RSS ${rss.toFixed(0)} MB, streams open ${app.liveUpdates.size}`);
    console.log(
      `  read p99 target < ${TARGET_P99_MS} ms: ${result.latency.p99 < TARGET_P99_MS && errors === 0 ? 'PASS' : 'FAIL'}`,
    );
    const announced =
      deliveries.length === scoreTimes.length - scoreErrors && (deliveries.at(-1) ?? 0) < TARGET_DELIVERY_MS;
    console.log(
      `  every score announced within ${TARGET_DELIVERY_MS} ms, no score refused: ${announced && scoreErrors === 0 ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    for (const close of streams) close();
    await app?.close();
    await cleanUp();
  }
}
