// A tournament day, mixed: 200 spectators follow the busy tournament (the
// draws of its four categories and the day's order of play), each holding the
// tournament's live stream open, while the back office scores one match a
// second through the real app. Each spectator's page refetches when its stream
// announces a score (the server paces the announcements, live-versions.ts) and
// besides asks five times a second from its own random phase: the live pages'
// whole load five times over (1,000 requests/s and more). The crowd runs in
// its own process (spectator-crowd.ts) and times each request from when it
// was due. Targets: read p99 under 50 ms with no error, and every score
// announced on every open stream within two seconds.
//
// The database is PGlite in this process under a temporary DATA_DIR, or a
// fresh database on the server DATABASE_URL names (created and dropped here).
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { loginAs } from '../../apps/api/src/test/app.js';
import { openBenchDatabase } from './bench-database.js';
import { BUSY_DAY, fillBusyTournament } from './busy-tournament.js';
import { epochNow, startCrowd, type CrowdTimes } from './spectator-crowd.js';

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

interface ReadSummary {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

function summary(latencies: number[], errors: number, seconds: number): ReadSummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { rate: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors };
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('tournament-day');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
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

    const paths = [
      ...categories.map((c) => `/api/tournaments/tournament-categories/${c.id}/draw`),
      `/api/tournaments/${busy.tournamentId}/order-of-play?date=${BUSY_DAY}`,
    ];
    /** The crowd for so many seconds; `following` resolves once its streams are open and it reads. */
    const crowd = (seconds: number) =>
      startCrowd({
        base,
        paths,
        streamPath: `/api/tournaments/${busy.tournamentId}/live`,
        streamAddresses: STREAM_ADDRESSES,
        spectators: SPECTATORS,
        rate: SPECTATOR_RATE,
        durationMs: seconds * 1000,
        headers: HEADERS,
        seed: 2026,
      });
    const load = (seconds: number) => crowd(seconds).times;
    await load(WARM_UP_SECONDS);
    // The same crowd on a day without results: what the scores (and the rebuilt answers) add.
    const quiet = await load(QUIET_SECONDS);

    // The back office, alongside the crowd: one score a second, each timed, with the version it made.
    const main = crowd(DURATION_SECONDS);
    await main.following;
    const scoreTimes: number[] = [];
    /** The version each score made, and when its answer came (epoch ms). */
    const made: { version: number; answeredAt: number }[] = [];
    let scoreErrors = 0;
    // Scores stop while the streams still have the time to announce the last one.
    const scoringEnds = performance.now() + DURATION_SECONDS * 1000 - TARGET_DELIVERY_MS;
    const backOffice = (async () => {
      for (const { id } of playable) {
        if (performance.now() >= scoringEnds) break;
        const before = performance.now();
        const response = await host.post(`/api/matches/${id}/score`, RESULT);
        const answeredAt = epochNow();
        scoreTimes.push(performance.now() - before);
        if (response.statusCode !== 200) scoreErrors += 1;
        else {
          const { rows } = await db.execute<{ version: number }>(
            sql`select version from tournament_public_versions where tournament_id = ${busy.tournamentId}`,
          );
          made.push({ version: rows[0]!.version, answeredAt });
        }
        await new Promise((wake) => setTimeout(wake, Math.max(0, SCORE_EVERY_MS - (performance.now() - before))));
      }
    })();
    const result: CrowdTimes = await main.times;
    await backOffice;

    // A score is delivered when the last of the streams heard it (or a later version, which covers it).
    const deliveries = made.map(({ version, answeredAt }) => {
      const heard = Object.entries(result.announced)
        .filter(([v, { streams }]) => Number(v) >= version && streams === SPECTATORS)
        .map(([, { lastAt }]) => lastAt);
      return heard.length > 0 ? Math.min(...heard) - answeredAt : Infinity;
    });
    const read = summary(result.latencies, result.errors, DURATION_SECONDS);
    scoreTimes.sort((a, b) => a - b);
    deliveries.sort((a, b) => a - b);
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(
      `GET draws and order of play, ${SPECTATORS} connections at ${SPECTATOR_RATE} req/s each, ${DURATION_SECONDS} s, ${SPECTATORS} live streams open, one score a second`,
    );
    const readRow = (name: string, r: ReadSummary, note = '') =>
      `  ${name.padEnd(10)} ${r.rate.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms   errors ${r.errors}${note}`;
    console.log(readRow('reads', read));
    console.log(
      readRow(
        'refetches',
        summary(result.refetches, 0, DURATION_SECONDS),
        '   (every page, when its stream announces a score)',
      ),
    );
    console.log(
      readRow(
        'no scores',
        summary(quiet.latencies, quiet.errors, QUIET_SECONDS),
        `   (the same crowd for ${QUIET_SECONDS} s before the first score)`,
      ),
    );
    console.log(
      `  scores     ${scoreTimes.length.toString().padStart(6)} made    p50 ${percentile(scoreTimes, 50).toFixed(1).padStart(5)} ms   max ${scoreTimes.at(-1)?.toFixed(1).padStart(5)} ms   errors ${scoreErrors}`,
    );
    console.log(
      `  announced  ${deliveries.filter(Number.isFinite).length.toString().padStart(6)} on all ${SPECTATORS} streams   p50 ${percentile(deliveries, 50).toFixed(1).padStart(5)} ms   max ${deliveries.at(-1)?.toFixed(1).padStart(5)} ms   (the last stream to hear, after the score's answer)`,
    );
    console.log(`  process RSS ${rss.toFixed(0)} MB`);
    console.log(
      `  read p99 target < ${TARGET_P99_MS} ms: ${read.p99 < TARGET_P99_MS && read.errors === 0 ? 'PASS' : 'FAIL'}`,
    );
    const announced =
      deliveries.length === scoreTimes.length - scoreErrors && (deliveries.at(-1) ?? 0) < TARGET_DELIVERY_MS;
    console.log(
      `  every score announced within ${TARGET_DELIVERY_MS} ms, no score refused: ${announced && scoreErrors === 0 ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await app?.close();
    await cleanUp();
  }
}
