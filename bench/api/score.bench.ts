// POST /api/matches/{id}/score through the real app, standings update
// included: a championship with 1,000 approved participations and 15,000
// concluded matches, then 200 fresh scheduled matches scored one after
// another by a signed-in host. Target: median under 50 ms.
//
// The database is PGlite in this process under a temporary DATA_DIR, or a
// fresh database on the server DATABASE_URL names (created and dropped here).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { type Database } from '../../apps/api/src/db/client.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { loginAs } from '../../apps/api/src/test/app.js';
import { rebuildStandings } from '../../apps/api/src/championships/standings/update-standings.js';
import { openBenchDatabase } from './bench-database.js';

const PARTICIPATIONS = 1_000;
const CONCLUDED = 15_000;
const SCORED = 200;
const TARGET_MEDIAN_MS = 50;

/** Deterministic data from the row number: every run measures the same championship. */
async function fillDatabase(database: Database): Promise<{ championshipId: number; matchIds: number[] }> {
  const { db } = database;
  await seedAccounts(db);
  const { rows: championship } = await db.execute<{ id: number }>(sql`
    insert into championships (host_id, name, slug, type, gender, state, year, starting_year, ending_year)
    values (1, 'Πρωτάθλημα Ανδρών Bench', 'bench-championship', 'singles', 0, 'underway', 2027, 2026, 2027) returning id`);
  const championshipId = championship[0]!.id;
  const { rows: club } = await db.execute<{ id: number }>(
    sql`insert into clubs (host_id, name) values (1, 'Όμιλος Bench') returning id`,
  );
  const clubId = club[0]!.id;
  await db.execute(sql`insert into club_surfaces (club_id, surface) values (${clubId}, 'clay')`);
  await db.execute(
    sql`insert into championship_venues (championship_id, club_id) values (${championshipId}, ${clubId})`,
  );
  await db.execute(sql`
    with inserted as (
      insert into players (name, surname, display_name, gender)
      select 'Αθλητής', 'Bench' || i, 'Αθλητής Bench' || i, 0 from generate_series(1, ${PARTICIPATIONS}) as i
      returning id)
    insert into championship_participations (championship_id, player_id, state, atrp)
    select ${championshipId}, id, 'approved', (array[1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5])[1 + id % 7] from inserted`);
  const { rows: range } = await db.execute<{ first: number }>(
    sql`select min(player_id)::int as first from championship_participations where championship_id = ${championshipId}`,
  );
  const first = range[0]!.first;
  // Opponents i and i + k: every player meets about 30 others over the season.
  await db.execute(sql`
    insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase, state, winner,
                         s1_home, s1_away, s2_home, s2_away, scheduled_at, concluded_at, club_id, surface, version)
    select 'championship', 'singles', 1, ${championshipId}, ${first} + i % ${PARTICIPATIONS}, ${first} + (i + 1 + i / ${PARTICIPATIONS}) % ${PARTICIPATIONS},
           ${REGULAR_SEASON_PHASE}, 'concluded', i % 2, case when i % 2 = 0 then 6 else 4 end, case when i % 2 = 0 then 4 else 6 end,
           case when i % 2 = 0 then 6 else 3 end, case when i % 2 = 0 then 3 else 6 end,
           timestamptz '2026-11-01 17:00+02' + (i % 200) * interval '1 day' + (i / 200) * interval '15 minutes',
           timestamptz '2026-11-01 19:00+02' + (i % 200) * interval '1 day', ${clubId}, 'clay', 2
      from generate_series(0, ${CONCLUDED - 1}) as i`);
  const { rows: fresh } = await db.execute<{ id: number }>(sql`
    insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase, state, scheduled_at, club_id, surface)
    select 'championship', 'singles', 1, ${championshipId}, ${first} + (i * 5) % ${PARTICIPATIONS}, ${first} + (i * 5 + 2) % ${PARTICIPATIONS},
           ${REGULAR_SEASON_PHASE}, 'initialized', timestamptz '2027-06-01 17:00+03' + i * interval '1 day', ${clubId}, 'clay'
      from generate_series(0, ${SCORED - 1}) as i
    returning id`);
  await db.transaction((tx) => rebuildStandings(tx, championshipId));
  await db.execute(sql`vacuum analyze`);
  return { championshipId, matchIds: fresh.map((row) => row.id) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('score');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const started = performance.now();
    const { matchIds } = await fillDatabase(database);
    console.log(
      `${database.kind}: ${PARTICIPATIONS} participations, ${CONCLUDED} concluded matches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.ready();
    const host = await loginAs(app, 'host@demo.gr');
    const body = { s1: { home: 6, away: 4 }, s2: { home: 3, away: 6 }, st: { home: 10, away: 7 } };
    const timings: number[] = [];
    for (const id of matchIds) {
      const before = performance.now();
      const response = await host.post(`/api/matches/${id}/score`, body);
      timings.push(performance.now() - before);
      if (response.statusCode !== 200) throw new Error(`score ${id}: ${response.statusCode} ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    const median = percentile(timings, 50);
    console.log(`POST /api/matches/{id}/score with standings update, ${SCORED} matches one after another`);
    console.log(
      `  median ${median.toFixed(1)} ms   p95 ${percentile(timings, 95).toFixed(1)} ms   max ${timings.at(-1)!.toFixed(1)} ms`,
    );
    console.log(`  median target < ${TARGET_MEDIAN_MS} ms: ${median < TARGET_MEDIAN_MS ? 'PASS' : 'FAIL'}`);
  } finally {
    await app?.close();
    await cleanUp();
  }
}
