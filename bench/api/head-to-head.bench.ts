// GET /api/head-2-head between two players with 200 meetings among 50,000
// players, the real app on 127.0.0.1, 50 connections for 10 s. The target is a
// p99 under 20 ms and at least 0.7 of the same cached answer behind bare
// node:http. The answer is kept per pair and version (head-to-head-cache.ts);
// the uncached row builds it per request (the players and the pair's matches,
// two queries side by side) and the select-1 row shows the floor any answer
// built from the embedded database per request stands on.
//
// Data: 50,000 players; 200 concluded singles meetings of the pair (hard,
// clay, indoor and grass, a few walkovers and defaults), 300 more matches of
// each of the two against others, and 100,000 matches among the rest, so the
// indexes choose among many rows.
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { headToHeadCache } from '../../apps/api/src/players/head-to-head-cache.js';
import { loadHeadToHead } from '../../apps/api/src/players/load-head-to-head.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { openBenchDatabase } from './bench-database.js';
import { cachedServer, close, floorServer, listen, measure, uncachedServer, report } from './public-page-load.js';

const PLAYERS = 50_000;
const MEETINGS = 200;
const OTHER_MATCHES_EACH = 300;
const BACKGROUND_MATCHES = 100_000;
const TARGET_RATIO = 0.7;

/** The players, a championship, the pair's meetings and everyone else's matches. */
async function fillDatabase(database: Database): Promise<{ player1Id: number; player2Id: number }> {
  await seedAccounts(database.db);
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into championships (host_id, name, slug, type, gender, state, year, starting_year, ending_year, open_under)
    values (1, 'Πρωτάθλημα φόρτου', 'bench-h2h', 'singles', 0, 'underway', 2026, 2026, 2027, true) returning id`);
  const championshipId = rows[0]!.id;
  await db.execute(sql`
    insert into players (name, surname, display_name, gender, atrp)
    select 'Παίκτης', 'Αντίπαλος ' || n, 'Παίκτης Αντίπαλος ' || n, 0, 3.0 from generate_series(1, ${PLAYERS}) as n`);
  const { rows: ends } = await db.execute<{ first: number; last: number }>(
    sql`select min(id) as first, max(id) as last from players where surname like 'Αντίπαλος %'`,
  );
  const first = Number(ends[0]!.first);
  const span = Number(ends[0]!.last) - first + 1;
  const [player1Id, player2Id] = [first, first + 1];
  /** A concluded championship singles match; `$home` and `$away` are SQL over the series' `n`. */
  const insertMatches = (count: number, home: ReturnType<typeof sql>, away: ReturnType<typeof sql>) =>
    db.execute(sql`
      insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase,
        state, winner, walkover, s1_home, s1_away, s2_home, s2_away, s2_home_def, surface, scheduled_at, concluded_at)
      select 'championship', 'singles', 1, ${championshipId}::int, (${home})::int, (${away})::int, ${REGULAR_SEASON_PHASE}::int,
        'concluded', n % 3 % 2, n % 29 = 0, 6, 3, 6, 4, n % 31 = 0,
        (array['hard', 'clay', 'indoor', 'grass'])[1 + n % 4]::surface,
        timestamptz '2020-01-01 18:00+02' + n * interval '5 hours', timestamptz '2020-01-01 20:00+02' + n * interval '5 hours'
      from generate_series(1, ${count}::int) as n`);
  await insertMatches(
    MEETINGS,
    sql`case when n % 2 = 0 then ${player1Id} else ${player2Id} end`,
    sql`case when n % 2 = 0 then ${player2Id} else ${player1Id} end`,
  );
  for (const playerId of [player1Id, player2Id]) {
    await insertMatches(OTHER_MATCHES_EACH, sql`${playerId}`, sql`${first} + 2 + (n * 7919) % (${span} - 2)`);
    await insertMatches(OTHER_MATCHES_EACH, sql`${first} + 2 + (n * 104729) % (${span} - 2)`, sql`${playerId}`);
  }
  await insertMatches(
    BACKGROUND_MATCHES,
    sql`${first} + 2 + (n * 7919) % (${span} - 2)`,
    sql`${first} + 2 + (n * 7919 + 1 + n % 97) % (${span} - 2)`,
  );
  await db.execute(sql`analyze matches`);
  await db.execute(sql`analyze players`);
  return { player1Id, player2Id };
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('head-to-head');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let pair = { player1Id: 0, player2Id: 0 };
  const bare = cachedServer(() => headToHeadCache.get(database.db, pair));
  const uncached = uncachedServer(() => loadHeadToHead(database.db, pair.player1Id, pair.player2Id));
  const floor = floorServer(database);
  try {
    pair = await fillDatabase(database);
    const answer = await loadHeadToHead(database.db, pair.player1Id, pair.player2Id);
    if (answer?.allMeetings.length !== MEETINGS) throw new Error(`expected ${MEETINGS} meetings`);
    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const query = new URLSearchParams({ player1Id: String(pair.player1Id), player2Id: String(pair.player2Id) });
    const framework = await measure(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/head-2-head?${query}`,
    );
    const baseline = await measure(`http://127.0.0.1:${await listen(bare)}/`);
    const cheapest = await measure(`http://127.0.0.1:${await listen(floor)}/`);
    const perRequest = await measure(`http://127.0.0.1:${await listen(uncached)}/`);
    console.log(`GET /api/head-2-head, ${MEETINGS} meetings among ${PLAYERS} players, ${database.kind}`);
    report('/api/head-2-head', { framework, baseline, uncached: perRequest, floor: cheapest }, TARGET_RATIO);
  } finally {
    await app?.close();
    await Promise.all([bare, uncached, floor].filter((server) => server.listening).map(close));
    await cleanUp();
  }
}
