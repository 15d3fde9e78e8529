// GET /api/global-search under load: the real app against a baseline that
// runs the same search function behind a bare node:http server, so the ratio
// shows what the framework (routing, hooks, session lookup, validation,
// serialisation, request log) costs on top of the search. The search answers
// from each process's in-memory index (decision 015); the `select 1` floor
// shows what any route that queried the database per request would stand on.
//
// Data: the demo accounts plus 50,000 players with Greek names (25 surnames,
// so a common partial surname matches about 2,000 of them), 400 tournaments
// and 40 championships. The database is PGlite in this process under a
// temporary DATA_DIR, or a fresh database on the server DATABASE_URL names
// (created and dropped here). Targets at 50 connections: p99 under 20 ms, and
// framework requests/s at least 0.7 of the baseline's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { type Database } from '../../apps/api/src/db/client.js';
import { securityHeaders } from '../../apps/api/src/plugins/security-headers.js';
import { presentSearchResults } from '../../apps/api/src/search/present-search-results.js';
import { searchEverything } from '../../apps/api/src/search/search-everything.js';
import { seedAccounts } from '../../apps/api/src/seed/accounts.js';
import { openBenchDatabase } from './bench-database.js';
import { insertGreekPlayers } from './greek-players.js';

const PLAYERS = 50_000;
const TOURNAMENTS = 400;
const CHAMPIONSHIPS = 40;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const TARGET_P99_MS = 20;
const TARGET_RATIO = 0.7;
/**
 * A common partial surname, typed unaccented and lower-case: Παπαδόπουλος,
 * Παπαδοπούλου. BENCH_TERM=papadop measures the same names found in Greeklish.
 */
const TERM = process.env.BENCH_TERM ?? 'παπαδοπ';

/** Deterministic names from the row number: every run measures the same data. */
async function fillDatabase(database: Database): Promise<void> {
  const { db } = database;
  await seedAccounts(db);
  await insertGreekPlayers(db, PLAYERS);
  // Lists travel as one jsonb parameter each (a JS array would become a list of parameters).
  const list = (items: readonly string[]) => sql`${JSON.stringify(items)}::jsonb`;
  const towns = ['Κηφισιάς', 'Πεύκης', 'Γλυφάδας', 'Χαλανδρίου', 'Θεσσαλονίκης', 'Πάτρας', 'Ηρακλείου', 'Λάρισας'];
  const townList = list(towns);
  await db.execute(sql`
    insert into tournaments (host_id, name, slug, state, tournament_start, participations_end, first_category_cost_cents)
    select 1 + i % 2, 'Τουρνουά ' || (${townList} ->> (i % ${towns.length})) || ' ' || i, 'tournament-' || i,
           (array['draft', 'coming-soon', 'pending', 'underway', 'archived'])[1 + i % 5]::tournament_state,
           now() + i * interval '1 day', now() + (i - 5) * interval '1 day', 2500
      from generate_series(1, ${TOURNAMENTS}) as i`);
  await db.execute(sql`
    insert into championships (host_id, name, slug, type, gender, state, year, starting_year, ending_year)
    select 1, 'Πρωτάθλημα ' || (array['Ανδρών', 'Γυναικών', 'Διπλό Ανδρών', 'Μικτό Διπλό'])[1 + i % 4] || ' ' || (2000 + i), 'championship-' || i,
           'singles', i % 2, (array['archived', 'underway', 'coming-soon'])[1 + i % 3]::championship_state, 2000 + i, 1999 + i, 2000 + i
      from generate_series(1, ${CHAMPIONSHIPS}) as i`);
  // A maintained database: statistics gathered and the trigram indexes' pending lists merged.
  // PGlite has no autovacuum, so nothing would do it there (see the report of this benchmark).
  await db.execute(sql`vacuum analyze`);
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The cheapest database call behind node:http: the floor any route on this database stands on. */
function floorServer(database: Database): Server {
  return createServer((_request, response) => {
    database.db
      .execute(sql`select 1`)
      .then(() => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end('{}');
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
}

/** The same search function behind node:http, with the same headers: no routing, hooks, validation or request log. */
function baselineServer(database: Database): Server {
  const security = securityHeaders(loadEnv({ APP_ENV: 'test' }), { embeddable: false });
  return createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    searchEverything(database.db, { term: q, scope: 'all', drafts: { kind: 'none' } })
      .then((rows) => {
        response.writeHead(200, { ...security, 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(presentSearchResults(rows)));
      })
      .catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
  });
}

interface Measured {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
}

async function load(url: string, duration: number): Promise<Measured> {
  // Worker threads send the load, so the server's event loop (and PGlite on it) is left to the server.
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.non2xx,
  };
}

async function measure(url: string): Promise<Measured> {
  await load(url, WARM_UP_SECONDS);
  return load(url, DURATION_SECONDS);
}

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('global-search');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const baseline = baselineServer(database);
  const floor = floorServer(database);
  try {
    const started = performance.now();
    await fillDatabase(database);
    console.log(
      `${database.kind}: ${PLAYERS} players, ${TOURNAMENTS} tournaments, ${CHAMPIONSHIPS} championships in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;
    const baselinePort = await listen(baseline);
    const floorPort = await listen(floor);

    const query = `/api/global-search?q=${encodeURIComponent(TERM)}`;
    const sample = presentSearchResults(
      await searchEverything(database.db, { term: TERM, scope: 'all', drafts: { kind: 'none' } }),
    );
    console.log(
      `q=${TERM}: ${sample.data.players.length} players, ${sample.data.tournaments.length} tournaments, ${sample.data.championships.length} championships per answer`,
    );

    const framework = await measure(`http://127.0.0.1:${appPort}${query}`);
    const bare = await measure(`http://127.0.0.1:${baselinePort}/?q=${encodeURIComponent(TERM)}`);
    const cheapest = await measure(`http://127.0.0.1:${floorPort}/`);
    const ratio = framework.rps / bare.rps;
    const row = (name: string, m: Measured) =>
      `  ${name.padEnd(10)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${m.p50.toFixed(1).padStart(5)} ms   p99 ${m.p99.toFixed(1).padStart(5)} ms   errors ${m.errors}`;
    console.log(`GET /api/global-search, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    console.log(row('framework', framework));
    console.log(row('baseline', bare));
    console.log(row('select 1', cheapest) + '   (floor: node:http and one trivial query)');
    console.log(`  p99 target < ${TARGET_P99_MS} ms: ${framework.p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`);
    console.log(
      `  ratio framework/baseline ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await app?.close();
    await new Promise((resolve) => baseline.close(resolve));
    await new Promise((resolve) => floor.close(resolve));
    await cleanUp();
  }
}
