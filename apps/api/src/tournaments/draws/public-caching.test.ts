import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDraw, TCategoryDrawResponse, TOrderOfPlay } from '@tennis/contracts';
import { clubSurfaces, matches } from '../../db/schema/index.js';
import { VERSION_TRUSTED_MS } from '../../lib/version-checked-cache.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { buildClub } from '../../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from './draw-test-fixtures.js';
import { publicDrawCache } from './public-draw-cache.js';
import { publicOrderOfPlayCache } from './public-order-of-play-cache.js';

// Public draws and the order of play are served from a per-process copy that
// is checked against the tournament's version at most once a second.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function initializedDraw() {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
    200,
  );
  return { ...f, rows: await drawMatchesOf(t.db, f.categoryId) };
}

const drawUrl = (categoryId: number) => `/api/tournaments/tournament-categories/${categoryId}/draw`;
const firstMatch = (body: Buffer) => (JSON.parse(body.toString()) as TCategoryDrawResponse).data.matches[0]!;

describe('public draw', () => {
  it('keeps a version for a second, then shows the new score', async () => {
    const f = await initializedDraw();
    const start = 5_000_000;
    const before = await publicDrawCache.get(t.db, f.categoryId, start);
    expect(firstMatch(before.body)).toMatchObject({ state: 'initialized', scoreText: '' });
    expect((await as.host.post(`/api/matches/${f.rows.get(1)!.id}/score`, scores.straightSets)).statusCode).toBe(200);

    expect((await publicDrawCache.get(t.db, f.categoryId, start + VERSION_TRUSTED_MS - 1)).etag).toBe(before.etag);
    // A second on, answered at once with what it knew while the version is read again (stale while revalidate)…
    expect((await publicDrawCache.get(t.db, f.categoryId, start + VERSION_TRUSTED_MS)).etag).toBe(before.etag);
    // …and with the change once read.
    const after = await publicDrawCache.get(t.db, f.categoryId, start + 2 * VERSION_TRUSTED_MS);
    expect(after.etag).not.toBe(before.etag);
    expect(firstMatch(after.body)).toMatchObject({ state: 'concluded', scoreText: '6-4 6-3' });
  });

  it('warm() makes the new draw before anyone asks, so a refetch inside the trusted second finds it', async () => {
    const f = await initializedDraw();
    const start = 7_000_000;
    const before = await publicDrawCache.get(t.db, f.categoryId, start);
    expect((await as.host.post(`/api/matches/${f.rows.get(1)!.id}/score`, scores.straightSets)).statusCode).toBe(200);

    const warming = publicDrawCache.warm(t.db, start + 10);
    // Meanwhile a request is answered at once with what it trusted: nobody waits for the rebuild.
    expect(await publicDrawCache.get(t.db, f.categoryId, start + 15)).toBe(before);
    await warming;
    const warmed = await publicDrawCache.get(t.db, f.categoryId, start + 20);
    expect(warmed.etag).not.toBe(before.etag);
    expect(firstMatch(warmed.body)).toMatchObject({ state: 'concluded', scoreText: '6-4 6-3' });
    // Made once, by warm(): the request is answered with that very copy.
    expect(await publicDrawCache.get(t.db, f.categoryId, start + 30)).toBe(warmed);
  });

  it('answers 304 to a matching ETag and the new draw under a new ETag after a score', async () => {
    const f = await initializedDraw();
    const first = await as.guest.get(drawUrl(f.categoryId));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"category-draw-/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
    const again = await as.guest.get(drawUrl(f.categoryId), { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A proxy that compressed the answer hands the tag back weakened, in a list.
    expect(
      (await as.guest.get(drawUrl(f.categoryId), { headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode,
    ).toBe(304);

    await as.host.post(`/api/matches/${f.rows.get(2)!.id}/score`, scores.straightSets);
    publicDrawCache.forget();
    const changed = await as.player.get(drawUrl(f.categoryId), { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TCategoryDrawResponse>().data.matches.find((m) => m.aa === 2)).toMatchObject({
      state: 'concluded',
      winner: 0,
    });
  });

  it('gzips for a client that takes gzip: the same JSON, smaller', async () => {
    const f = await initializedDraw();
    const plain = await as.guest.get(drawUrl(f.categoryId));
    const zipped = await as.guest.get(drawUrl(f.categoryId), { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('sends brotli to a browser that takes it, smaller than gzip', async () => {
    const f = await initializedDraw();
    const plain = await as.guest.get(drawUrl(f.categoryId));
    const zipped = await as.guest.get(drawUrl(f.categoryId), { headers: { 'accept-encoding': 'gzip' } });
    const squeezed = await as.guest.get(drawUrl(f.categoryId), {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(squeezed.headers['content-encoding']).toBe('br');
    expect(squeezed.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(brotliDecompressSync(squeezed.rawPayload).toString()).toBe(plain.body);
  });

  it('answers the back office fresh with its actions and never hands them to the public', async () => {
    const f = await initializedDraw();
    const publicDraw = (await as.guest.get(drawUrl(f.categoryId))).json<TCategoryDrawResponse>().data;
    const host = await as.host.get(drawUrl(f.categoryId));
    expect(host.headers['cache-control']).toBe('private, no-store');
    expect(host.headers.etag).toBeUndefined();
    expect(host.json<TCategoryDrawResponse>().data).toMatchObject({
      permissions: { update: true, backofficeView: true },
    });
    expect(host.json<TCategoryDrawResponse>().data.matches[0]!.permissions.score).toBe(true);
    const guestAgain = (await as.guest.get(drawUrl(f.categoryId))).json<TCategoryDrawResponse>().data;
    expect(guestAgain).toEqual(publicDraw);
    expect(guestAgain.permissions).toEqual({ update: false, backofficeView: false });
    expect(guestAgain.matches.every((m) => !m.permissions.manage)).toBe(true);
  });

  it('hides a category from the public once hiding it moved the version, while the back office still sees it', async () => {
    const f = await initializedDraw();
    expect((await as.guest.get(drawUrl(f.categoryId))).statusCode).toBe(200);
    const hidden = await as.host.post(
      `/api/tournaments/${f.tournamentId}/tournament-categories/${f.categoryId}/visibility`,
      { visible: false },
    );
    expect(hidden.statusCode).toBe(200);
    publicDrawCache.forget();
    expect((await as.guest.get(drawUrl(f.categoryId))).statusCode).toBe(404);
    expect((await as.host.get(drawUrl(f.categoryId))).json<{ data: TCategoryDraw }>().data.id).toBe(f.categoryId);
  });

  it('answers 404 to an unknown category and 422 to a malformed id', async () => {
    expect((await as.guest.get(drawUrl(999_999))).statusCode).toBe(404);
    expect((await as.guest.get('/api/tournaments/tournament-categories/abc/draw')).statusCode).toBe(422);
  });
});

describe('public order of play', () => {
  const DAY = '2026-11-28';
  const oopUrl = (tournamentId: number, date = DAY) => `/api/tournaments/${tournamentId}/order-of-play?date=${date}`;

  async function clubWithClay() {
    const club = await buildClub(t.db, { hostId: 1, name: `Όμιλος Αντισφαίρισης Γλυφάδας ${Date.now()}` });
    await t.db.insert(clubSurfaces).values({ clubId: club.id, surface: 'clay' });
    return club.id;
  }

  it('shows a newly scheduled match once the version moved, and 304 while nothing changed', async () => {
    const f = await initializedDraw();
    const clubId = await clubWithClay();
    const empty = await as.guest.get(oopUrl(f.tournamentId));
    expect(empty.json<{ data: TOrderOfPlay }>().data.matches).toEqual([]);
    const etag = empty.headers.etag as string;
    expect((await as.guest.get(oopUrl(f.tournamentId), { headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const match = f.rows.get(1)!;
    const scheduled = await as.host.post(`/api/matches/${match.id}/schedule`, {
      scheduledAt: `${DAY} 10:30:00`,
      clubId,
      surface: 'clay',
    });
    expect(scheduled.statusCode).toBe(200);
    publicOrderOfPlayCache.forget();
    const changed = await as.guest.get(oopUrl(f.tournamentId), { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: TOrderOfPlay }>().data.matches.map((m) => [m.id, m.scheduledAt])).toEqual([
      [match.id, `${DAY} 10:30:00`],
    ]);
  });

  it('keeps each day apart and shows new order-of-play comments after the trusted second', async () => {
    const f = await initializedDraw();
    const match = f.rows.get(2)!;
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date(`${DAY}T09:00:00Z`) })
      .where(eq(matches.id, match.id));
    const start = 9_000_000;
    const day = { tournamentId: f.tournamentId, date: DAY };
    const before = await publicOrderOfPlayCache.get(t.db, day, start);
    const otherDay = await publicOrderOfPlayCache.get(t.db, { ...day, date: '2026-11-29' }, start);
    expect(otherDay.etag).not.toBe(before.etag);
    expect(JSON.parse(otherDay.body.toString()).data.matches).toEqual([]);

    expect(
      (
        await as.host.post(`/api/matches/${match.id}/update-oop-comments`, {
          orderOfPlayComments: 'Όχι πριν τις 11:00',
        })
      ).statusCode,
    ).toBe(200);
    expect((await publicOrderOfPlayCache.get(t.db, day, start + VERSION_TRUSTED_MS - 1)).etag).toBe(before.etag);
    // A second on, answered at once with what it knew while the version is read again (stale while revalidate)…
    expect((await publicOrderOfPlayCache.get(t.db, day, start + VERSION_TRUSTED_MS)).etag).toBe(before.etag);
    // …and with the change once read.
    const after = await publicOrderOfPlayCache.get(t.db, day, start + 2 * VERSION_TRUSTED_MS);
    expect(JSON.parse(after.body.toString()).data.matches[0].orderOfPlayComments).toBe('Όχι πριν τις 11:00');
  });

  it('refuses an impossible date with 422 and an unknown tournament with 404, caching neither', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 0 });
    expect((await as.guest.get(oopUrl(f.tournamentId, '2026-02-31'))).statusCode).toBe(422);
    expect((await as.guest.get(oopUrl(f.tournamentId, '2026-02-31'))).statusCode).toBe(422);
    expect((await as.guest.get(oopUrl(999_999))).statusCode).toBe(404);
  });
});
