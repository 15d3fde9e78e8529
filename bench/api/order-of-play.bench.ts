// GET /api/tournaments/{id}/order-of-play?date= under load: a busy day of 64
// matches across four categories on eight courts (busy-tournament.ts), the
// real app on 127.0.0.1 against a bare node:http server serving the same
// cached answer. Targets at 50 connections on the embedded database: p99
// under 20 ms, and framework requests/s at least 0.6 of the baseline's.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { loadOrderOfPlay } from '../../apps/api/src/tournaments/draws/load-order-of-play.js';
import { publicOrderOfPlayCache } from '../../apps/api/src/tournaments/draws/public-order-of-play-cache.js';
import { openBenchDatabase } from './bench-database.js';
import { BUSY_DAY, fillBusyTournament } from './busy-tournament.js';
import {
  cachedServer,
  close,
  digest,
  floorServer,
  listen,
  measure,
  report,
  uncachedServer,
} from './public-page-load.js';

export async function run(): Promise<void> {
  const { database, cleanUp } = await openBenchDatabase('order-of-play');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const { db } = database;
  const dayOf = (url: URL) => ({
    tournamentId: Number(url.searchParams.get('tournament')),
    date: url.searchParams.get('date') ?? '',
  });
  const baseline = cachedServer((url) => publicOrderOfPlayCache.get(db, dayOf(url)));
  const uncached = uncachedServer(async (url) => {
    const day = dayOf(url);
    return { data: await loadOrderOfPlay(db, day.tournamentId, day.date, null) };
  });
  const floor = floorServer(database);
  try {
    const started = performance.now();
    const busy = await fillBusyTournament(database);
    const sample = await publicOrderOfPlayCache.get(db, { tournamentId: busy.tournamentId, date: BUSY_DAY });
    const day = JSON.parse(sample.body.toString()) as { data: { matches: unknown[] } };
    console.log(
      `${database.kind}: ${day.data.matches.length} matches on ${BUSY_DAY}, ` +
        `${(sample.body.length / 1024).toFixed(0)} KB JSON, ${(sample.gzipped.length / 1024).toFixed(0)} KB gzipped (sha256 ${digest(sample.body)}); ` +
        `made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;
    const query = `/?tournament=${busy.tournamentId}&date=${BUSY_DAY}`;
    const framework = await measure(
      `http://127.0.0.1:${appPort}/api/tournaments/${busy.tournamentId}/order-of-play?date=${BUSY_DAY}`,
    );
    const bare = await measure(`http://127.0.0.1:${await listen(baseline)}${query}`);
    const cheapest = await measure(`http://127.0.0.1:${await listen(floor)}/`);
    const perRequest = await measure(`http://127.0.0.1:${await listen(uncached)}${query}`);
    report('/api/tournaments/{id}/order-of-play?date=', {
      framework,
      baseline: bare,
      uncached: perRequest,
      floor: cheapest,
    });
  } finally {
    await app?.close();
    await Promise.all([baseline, uncached, floor].filter((server) => server.listening).map(close));
    await cleanUp();
  }
}
