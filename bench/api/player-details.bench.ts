// GET /api/players/{id} with every include (the profile page's one call) for a
// player with 300 matches, as a guest reads it: the real app on 127.0.0.1, 50
// connections for 10 s, against a bare node:http server serving the same
// cached answer (public-player-cache.ts). The targets are a p99 under 20 ms and
// at least 0.7 of the baseline's requests/s. Two reference rows say why the
// cache exists: the cheapest database call behind node:http, and the answer
// built from the database on every request (about ten small indexed reads).
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { loadPlayerDetails } from '../../apps/api/src/players/load-player-details.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { openBenchDatabase } from './bench-database.js';
import { publicPlayerCache } from '../../apps/api/src/players/public-player-cache.js';
import {
  cachedServer,
  close,
  digest,
  floorServer,
  listen,
  measure,
  uncachedServer,
  report,
} from './public-page-load.js';

const MATCHES = 300;
const OPPONENTS = 60;
const TARGET_RATIO = 0.7;
const QUERY = {
  includeRecentResults: '1',
  includeAchievements: '1',
  includeCurrentForm: '1',
  includeCurrentRank: '1',
  includeAvailability: '1',
  includeWalletInfo: '1',
} as const;

/** A championship, the player and their opponents, 300 concluded and a few coming matches, achievements, a wallet. */
async function fillDatabase(database: Database): Promise<{ playerId: number; championshipId: number }> {
  await seedAccounts(database.db);
  const { db } = database;
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into championships (host_id, name, slug, type, gender, state, year, starting_year, ending_year, open_under)
    values (1, 'Πρωτάθλημα φόρτου', 'bench-player', 'singles', 0, 'underway', 2026, 2026, 2027, true) returning id`);
  const championshipId = rows[0]!.id;
  await db.execute(sql`
    insert into players (name, surname, display_name, gender, atrp)
    select 'Παίκτης', 'Προφίλ ' || n, 'Παίκτης Προφίλ ' || n, 0, 3.0 from generate_series(0, ${OPPONENTS}) as n`);
  const { rows: ids } = await db.execute<{ id: number }>(
    sql`select id from players where surname like 'Προφίλ %' order by id`,
  );
  const playerId = ids[0]!.id;
  await db.execute(sql`
    insert into championship_participations (championship_id, player_id, state, atrp, open_rank)
    select ${championshipId}, id, 'approved', 3.0, row_number() over (order by id) from players where surname like 'Προφίλ %'`);
  await db.execute(sql`
    insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase,
      state, winner, s1_home, s1_away, s2_home, s2_away, surface, scheduled_at, concluded_at, home_player1_balls)
    select 'championship', 'singles', 1, ${championshipId},
      case when n % 2 = 0 then ${playerId} else ${playerId} + 1 + n % ${OPPONENTS} end,
      case when n % 2 = 0 then ${playerId} + 1 + n % ${OPPONENTS} else ${playerId} end,
      ${REGULAR_SEASON_PHASE}, 'concluded', n % 3 % 2, 6, 3, 6, 4,
      (case when n % 3 = 0 then 'hard' else 'clay' end)::surface,
      timestamptz '2024-01-01 18:00+02' + n * interval '2 days', timestamptz '2024-01-01 20:00+02' + n * interval '2 days',
      n % 4 = 0
    from generate_series(1, ${MATCHES}) as n`);
  await db.execute(sql`
    insert into matches (kind, type, host_id, championship_id, home_player1_id, away_player1_id, tournament_phase, state, scheduled_at)
    select 'championship', 'singles', 1, ${championshipId}, ${playerId}, ${playerId} + n, ${REGULAR_SEASON_PHASE},
      'initialized', now() + n * interval '3 days'
    from generate_series(1, 5) as n`);
  await db.execute(sql`
    insert into achievements (key, family, tier, name, threshold)
    select 'bench-' || n, 'bench-' || (n / 4), 1 + n % 4, 'Επίτευγμα ' || n, n from generate_series(0, 15) as n`);
  await db.execute(sql`
    insert into player_achievements (player_id, achievement_id)
    select ${playerId}, id from achievements where key like 'bench-%' and threshold < 10`);
  await db.execute(sql`insert into wallets (player_id, balance_cents) values (${playerId}, 4250)`);
  return { playerId, championshipId };
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('player-details');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let target = { playerId: 0, championshipId: 0 };
  const guest = { user: null, session: null, env: { GOD_USER_ID: 1 } };
  const query = () => ({ ...QUERY, championshipId: target.championshipId });
  const bare = cachedServer(() =>
    publicPlayerCache.get(database.db, { playerId: target.playerId, query: query(), godUserId: 1 }),
  );
  const uncached = uncachedServer(() => loadPlayerDetails(database.db, guest, target.playerId, query()));
  const floor = floorServer(database);
  try {
    target = await fillDatabase(database);
    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const search = new URLSearchParams({ ...QUERY, championshipId: String(target.championshipId) });
    const sample = await publicPlayerCache.get(database.db, {
      playerId: target.playerId,
      query: query(),
      godUserId: 1,
    });
    const framework = await measure(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/players/${target.playerId}?${search}`,
    );
    const baseline = await measure(`http://127.0.0.1:${await listen(bare)}/`);
    const cheapest = await measure(`http://127.0.0.1:${await listen(floor)}/`);
    // Last: the requests it leaves queued would slow whatever follows.
    const perRequest = await measure(`http://127.0.0.1:${await listen(uncached)}/`);
    console.log(
      `GET /api/players/{id} with every include, ${MATCHES} matches, ${database.kind}: ` +
        `${(sample.body.length / 1024).toFixed(0)} KB JSON, ${(sample.brotli.length / 1024).toFixed(0)} KB brotli (sha256 ${digest(sample.body)})`,
    );
    report('/api/players/{id}', { framework, baseline, uncached: perRequest, floor: cheapest }, TARGET_RATIO);
  } finally {
    await app?.close();
    await Promise.all([bare, uncached, floor].filter((server) => server.listening).map(close));
    await cleanUp();
  }
}
