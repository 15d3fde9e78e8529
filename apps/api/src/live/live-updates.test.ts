import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDrawResponse } from '@tennis/contracts';
import { buildApp } from '../app.js';
import { scores } from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../tournaments/draws/draw-test-fixtures.js';
import { MAX_STREAMS_PER_NETWORK } from './event-stream.js';
import { openEventStream, type EventStreamReader } from './event-stream-reader.test-helpers.js';
import { publicTournamentVersion } from './public-tournament-version.js';

// The public pages' event streams over real HTTP: a change reaches an open
// stream within two seconds, whichever process made it, and a reconnect with
// Last-Event-ID hears only of what it missed.

const WITHIN_MS = 2_000;

let t: TestApp;
let as: Record<Who, Agent>;
let base: string;
const opened: EventStreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
// Each test starts with no stream open: the tests run shuffled, and one that
// counts subscriptions must not see another's still closing.
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await expect.poll(() => t.app.liveUpdates.size).toBe(0);
});
afterAll(async () => {
  await t?.close();
});

async function stream(path: string, headers: Record<string, string> = {}) {
  const reader = await openEventStream(`${base}${path}`, headers);
  opened.push(reader);
  return reader;
}

async function drawnTournament() {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
    200,
  );
  return { ...f, rows: await drawMatchesOf(t.db, f.categoryId) };
}

describe('a tournament stream', () => {
  it('sends the current version at once, then the new one within two seconds of a score', async () => {
    const f = await drawnTournament();
    const before = await publicTournamentVersion(t.db, f.tournamentId);
    const live = await stream(`/api/tournaments/${f.tournamentId}/live`);
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(live.headers['x-content-type-options']).toBe('nosniff');
    expect(await live.next(WITHIN_MS)).toEqual({ id: String(before), data: String(before) });

    const scoredAt = Date.now();
    expect((await as.host.post(`/api/matches/${f.rows.get(1)!.id}/score`, scores.straightSets)).statusCode).toBe(200);
    const event = await live.next(WITHIN_MS);
    expect(Date.now() - scoredAt).toBeLessThan(WITHIN_MS);
    const after = await publicTournamentVersion(t.db, f.tournamentId);
    expect(after).toBeGreaterThan(before);
    expect(event).toEqual({ id: String(after), data: String(after) });
  });

  it('hears of a change another process made, and the refetch it causes shows that change', async () => {
    const f = await drawnTournament();
    const live = await stream(`/api/tournaments/${f.tournamentId}/live`);
    await live.next(WITHIN_MS);
    // A second app on the same database: its writes are not seen by this one's response hook.
    const other = await buildApp({ env: t.app.env, database: t.database });
    const drawOf = async () =>
      (await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`))
        .json<TCategoryDrawResponse>()
        .data.matches.find((m) => m.aa === 2);
    try {
      const host = (await demoAgents(other)).host;
      // This process now trusts the draw's version for a second.
      expect(await drawOf()).toMatchObject({ state: 'initialized' });
      expect((await host.post(`/api/matches/${f.rows.get(2)!.id}/score`, scores.straightSets)).statusCode).toBe(200);
      const event = await live.next(WITHIN_MS);
      expect(event?.id).toBe(String(await publicTournamentVersion(t.db, f.tournamentId)));
      // The page refetches at once: the cache asks for the version again instead of answering what it trusted.
      expect(await drawOf()).toMatchObject({ state: 'concluded', scoreText: '6-4 6-3' });
    } finally {
      await other.close();
    }
  });

  it('resumes from Last-Event-ID: nothing for the current version, the current one at once for an older', async () => {
    const f = await drawnTournament();
    const current = await publicTournamentVersion(t.db, f.tournamentId);
    const upToDate = await stream(`/api/tournaments/${f.tournamentId}/live`, { 'last-event-id': String(current) });
    const behind = await stream(`/api/tournaments/${f.tournamentId}/live`, { 'last-event-id': String(current - 1) });
    const ahead = await stream(`/api/tournaments/${f.tournamentId}/live`, { 'last-event-id': String(current + 1) });
    expect(await behind.next(WITHIN_MS)).toEqual({ id: String(current), data: String(current) });
    expect(await upToDate.next(1_200)).toBeNull();
    expect(await ahead.next(100)).toBeNull();

    await as.host.post(`/api/matches/${f.rows.get(1)!.id}/score`, scores.straightSets);
    const next = await publicTournamentVersion(t.db, f.tournamentId);
    expect(await upToDate.next(WITHIN_MS)).toEqual({ id: String(next), data: String(next) });
    expect(await behind.next(WITHIN_MS)).toEqual({ id: String(next), data: String(next) });
  });

  it('is 404 for a draft tournament and 422 for a malformed id, as the public pages are', async () => {
    const draft = await buildCategoryFixture(t.db, { entrants: 0, state: 'pending' });
    await t.db.execute(sql`update tournaments set state = 'draft' where id = ${draft.tournamentId}`);
    const refused = await stream(`/api/tournaments/${draft.tournamentId}/live`);
    expect(refused.status).toBe(404);
    expect(JSON.parse(await refused.body())).toEqual({ message: 'Η εγγραφή που ζητήσατε δε βρέθηκε' });
    expect((await stream('/api/tournaments/abc/live')).status).toBe(422);
  });

  it('lets the browser go: a closed stream leaves no subscription behind', async () => {
    const f = await drawnTournament();
    const before = t.app.liveUpdates.size;
    const live = await stream(`/api/tournaments/${f.tournamentId}/live`);
    await live.next(WITHIN_MS);
    expect(t.app.liveUpdates.size).toBe(before + 1);
    live.close();
    await expect.poll(() => t.app.liveUpdates.size).toBe(before);
  });

  it(`holds at most ${MAX_STREAMS_PER_NETWORK} streams open for one network`, async () => {
    const f = await drawnTournament();
    const before = t.app.liveUpdates.size;
    const many = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_NETWORK - before }, () => stream(`/api/tournaments/${f.tournamentId}/live`)),
    );
    expect(many.every((reader) => reader.status === 200)).toBe(true);
    const refused = await stream(`/api/tournaments/${f.tournamentId}/live`);
    expect(refused.status).toBe(429);
    for (const reader of many) reader.close();
    await expect.poll(() => t.app.liveUpdates.size).toBe(before);
    const again = await stream(`/api/tournaments/${f.tournamentId}/live`);
    expect(again.status).toBe(200);
    again.close();
  });
});

describe('a championship standings stream', () => {
  it('follows the standings version and refuses a draft championship', async () => {
    const championship = await buildChampionship(t.db);
    const live = await stream(`/api/championships/${championship.id}/standings/live`);
    expect(live.status).toBe(200);
    const first = await live.next(WITHIN_MS);
    // The first read computes a never-computed table, as the standings route does.
    expect(Number(first?.id)).toBeGreaterThan(0);
    await t.db.execute(
      sql`update championships set standings_version = standings_version + 1 where id = ${championship.id}`,
    );
    expect(await live.next(WITHIN_MS)).toEqual({
      id: String(Number(first!.id) + 1),
      data: String(Number(first!.id) + 1),
    });

    const draft = await buildChampionship(t.db, { state: 'draft' });
    const refused = await stream(`/api/championships/${draft.id}/standings/live`);
    expect(refused.status).toBe(404);
  });
});
