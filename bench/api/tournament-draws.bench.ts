// GET /api/tournaments/tournament-categories/{id}/draw under load: the public
// draw of a 128 draw played through three rounds (busy-tournament.ts), the
// real app on 127.0.0.1 against a bare node:http server serving the same
// cached answer. Targets at 50 connections on the embedded database: p99
// under 20 ms, and framework requests/s at least 0.6 of the baseline's.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app.js';
import { loadEnv } from '../../apps/api/src/config/env.js';
import { loadCategoryDraw } from '../../apps/api/src/tournaments/draws/load-category-draw.js';
import { publicDrawCache } from '../../apps/api/src/tournaments/draws/public-draw-cache.js';
import { openBenchDatabase } from './bench-database.js';
import { fillBusyTournament } from './busy-tournament.js';
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
  const { database, cleanUp } = await openBenchDatabase('tournament-draws');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const { db } = database;
  const idOf = (url: URL) => Number(url.searchParams.get('category'));
  const baseline = cachedServer((url) => publicDrawCache.get(db, idOf(url)));
  const uncached = uncachedServer(async (url) => ({ data: await loadCategoryDraw(db, idOf(url), null) }));
  const floor = floorServer(database);
  try {
    const started = performance.now();
    const busy = await fillBusyTournament(database);
    const sample = await publicDrawCache.get(db, busy.bigCategoryId);
    const draw = JSON.parse(sample.body.toString()) as { data: { matches: { state: string }[] } };
    const concluded = draw.data.matches.filter((m) => m.state === 'concluded').length;
    console.log(
      `${database.kind}: a draw of 128, ${draw.data.matches.length} matches (${concluded} concluded), ` +
        `${(sample.body.length / 1024).toFixed(0)} KB JSON, ${(sample.gzipped.length / 1024).toFixed(0)} KB gzipped (sha256 ${digest(sample.body)}); ` +
        `made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: path.join(tmpdir(), 'no-web-dist') });
    app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;
    const query = `/?category=${busy.bigCategoryId}`;
    const framework = await measure(
      `http://127.0.0.1:${appPort}/api/tournaments/tournament-categories/${busy.bigCategoryId}/draw`,
    );
    const bare = await measure(`http://127.0.0.1:${await listen(baseline)}${query}`);
    const cheapest = await measure(`http://127.0.0.1:${await listen(floor)}/`);
    const perRequest = await measure(`http://127.0.0.1:${await listen(uncached)}${query}`);
    report('/api/tournaments/tournament-categories/{id}/draw', {
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
