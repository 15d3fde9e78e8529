// GET /api/championships/{id}/standings under load: one championship of 1,000
// participations and 15,000 concluded matches, the real app on 127.0.0.1,
// 50 connections for 10 s. The table is served from stored aggregates
// (decision 006) through each process's cached copy, so the target is a p99
// under 20 ms. The same cached answer behind bare node:http shows what the
// machine and the load generator allow at all (public-page-load.ts).
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { buildApp } from '../../apps/api/src/app.js';
import { loadStandings, loadStandingsHead } from '../../apps/api/src/championships/standings/load-standings.js';
import { cachedStandings } from '../../apps/api/src/championships/standings/standings-cache.js';
import { rebuildStandings } from '../../apps/api/src/championships/standings/update-standings.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { type Database } from '../../apps/api/src/db/client.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { openBenchDatabase } from './bench-database.js';
import { cachedServer, close, floorServer, listen, measure, report, uncachedServer } from './public-page-load.js';

const PARTICIPATIONS = 1_000;
const MATCHES = 15_000;

/** Bulk inserts with deterministic players, levels, pairings and results. */
async function fillDatabase(database: Database): Promise<number> {
  await seedAccounts(database.db);
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into championships (host_id, name, slug, type, gender, state, participations_open, year, starting_year, ending_year, open_under)
    values (1, 'Πρωτάθλημα φόρτου', 'bench-standings', 'singles', 0, 'underway', true, 2026, 2026, 2027, true) returning id`);
  const championshipId = rows[0]!.id;
  await db.execute(sql`
    insert into players (name, surname, display_name, gender)
    select 'Παίκτης', 'Φόρτου ' || n, 'Παίκτης Φόρτου ' || n, 0 from generate_series(1, ${PARTICIPATIONS}) as n`);
  await db.execute(sql`
    insert into championship_participations (championship_id, player_id, state, atrp, status)
    select ${championshipId}, p.id, 'approved', 1.5 + (p.id % 7) * 0.5,
      (case when p.id % 50 = 0 then 'off' when p.id % 40 = 0 then 'pause' else 'play' end)::championship_participation_status
    from players p where p.surname like 'Φόρτου %'`);
  await db.execute(sql`
    with ids as (select array_agg(player_id order by player_id) as a from championship_participations where championship_id = ${championshipId})
    insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase, state, winner,
      s1_home, s1_away, s2_home, s2_away, scheduled_at, concluded_at)
    select 'championship', 'singles', 1, ${championshipId}, ids.a[1 + (n % ${PARTICIPATIONS})], ids.a[1 + ((n * 7 + 1 + n / ${PARTICIPATIONS}) % ${PARTICIPATIONS})],
      ${REGULAR_SEASON_PHASE}, 'concluded', n % 2, 6, 3, 6, 4,
      timestamptz '2026-11-01 10:00+02' + (n % 20) * interval '1 day', timestamptz '2026-11-01 12:00+02' + (n % 20) * interval '1 day'
    from generate_series(1, ${MATCHES}) as n, ids
    where ids.a[1 + (n % ${PARTICIPATIONS})] <> ids.a[1 + ((n * 7 + 1 + n / ${PARTICIPATIONS}) % ${PARTICIPATIONS})]`);
  const started = performance.now();
  await db.transaction((tx) => rebuildStandings(tx, championshipId));
  console.log(`rebuildStandings: ${(performance.now() - started).toFixed(0)} ms`);
  return championshipId;
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('standings');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const { db } = database;
  let championshipId = 0;
  const baseline = cachedServer(() => cachedStandings(db, championshipId));
  const uncached = uncachedServer(async () => loadStandings(db, await loadStandingsHead(db, championshipId)));
  const floor = floorServer(database);
  try {
    const started = performance.now();
    championshipId = await fillDatabase(database);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from matches where championship_id = ${championshipId}`,
    );
    const sample = await cachedStandings(db, championshipId);
    console.log(
      `${database.kind}: ${PARTICIPATIONS} participations, ${rows[0]!.n} concluded matches in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `the table is ${(sample.body.length / 1024).toFixed(0)} KB JSON, ${(sample.gzipped.length / 1024).toFixed(0)} KB gzipped, ${(sample.brotli.length / 1024).toFixed(0)} KB brotli`,
    );

    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const framework = await measure(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/championships/${championshipId}/standings`,
    );
    const bare = await measure(`http://127.0.0.1:${await listen(baseline)}/`);
    const cheapest = await measure(`http://127.0.0.1:${await listen(floor)}/`);
    const perRequest = await measure(`http://127.0.0.1:${await listen(uncached)}/`);
    report('/api/championships/{id}/standings', { framework, baseline: bare, uncached: perRequest, floor: cheapest });
  } finally {
    await app?.close();
    await Promise.all([baseline, uncached, floor].filter((server) => server.listening).map(close));
    await cleanUp();
  }
}
