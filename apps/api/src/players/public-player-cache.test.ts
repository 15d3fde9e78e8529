import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlayerDetailsResponse } from '@tennis/contracts';
import { availabilityEvents, championshipParticipations, players } from '../db/schema/index.js';
import { buildChampionshipFixture, buildScheduledMatch } from '../matches/match-test-fixtures.js';
import { VERSION_TRUSTED_MS } from '../lib/version-checked-cache.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildPlayer } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { publicPlayerCache } from './public-player-cache.js';

// The profile everyone else sees is served from one cached copy per version
// (migration 0012); the player themself and the back office are answered
// fresh and privately; whoever changes a player through this process reads
// the change at once.

let t: TestApp;
let as: Record<Who, Agent>;
/** player@demo.gr's own player. */
let me: number;

const ALL = 'includeRecentResults=1&includeAchievements=1&includeCurrentForm=1&includeCurrentRank=1';
const url = (id: number) => `/api/players/${id}?${ALL}`;
const body = (response: { json: <T>() => T }) => response.json<TPlayerDetailsResponse>().data;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  me = t.seeded.playerId;
  await t.db.update(players).set({ phone: '6912345670' }).where(eq(players.id, me));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/players/{id} and the cache', () => {
  it('gives guests and other players one public copy with an ETag, and a 304 for it', async () => {
    const guest = await as.guest.get(url(me));
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
    const etag = guest.headers.etag as string;
    expect(etag).toMatch(/^"player-/);
    expect(body(guest).contact).toBeNull();
    const other = await as.newuser.get(url(me));
    expect(other.headers.etag).toBe(etag);
    expect(other.body).toBe(guest.body);
    expect((await as.guest.get(url(me), { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('answers the player themself and the back office fresh and privately, with what only they see', async () => {
    const own = await as.player.get(url(me));
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(body(own)).toMatchObject({ self: true, contact: { phone: '6912345670' } });
    const admin = await as.admin.get(url(me));
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(body(admin).contact).toMatchObject({ phone: '6912345670' });
  });

  it('answers 404 for an unknown player, cached or not', async () => {
    expect((await as.guest.get(url(999_999))).statusCode).toBe(404);
    expect((await as.admin.get(url(999_999))).statusCode).toBe(404);
  });

  it('shows a change made through this process at once, to everyone', async () => {
    const player = await buildPlayer(t.db, { surname: 'Πρώτο', name: 'Όνομα' });
    const before = await as.guest.get(url(player.id));
    expect(body(before).surname).toBe('Πρώτο');
    const saved = await as.admin.put(`/api/players/${player.id}`, { surname: 'Δεύτερο', name: 'Όνομα' });
    expect(saved.statusCode).toBe(200);
    const after = await as.guest.get(url(player.id));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(body(after).surname).toBe('Δεύτερο');
  });

  it("trusts a version for a second, then sees another process's change", async () => {
    const player = await buildPlayer(t.db, { surname: 'Αρχικό' });
    const key = { playerId: player.id, query: {}, godUserId: t.app.env.GOD_USER_ID };
    const start = Date.now();
    const first = await publicPlayerCache.get(t.db, key, start);
    // As if another API process saved it: nothing here is told.
    await t.db.update(players).set({ surname: 'Άλλο' }).where(eq(players.id, player.id));
    expect((await publicPlayerCache.get(t.db, key, start + VERSION_TRUSTED_MS - 1)).etag).toBe(first.etag);
    // A second on, answered at once with what it knew while the version is read again (stale while revalidate)…
    expect((await publicPlayerCache.get(t.db, key, start + VERSION_TRUSTED_MS)).etag).toBe(first.etag);
    // …and with the change once read.
    const later = await publicPlayerCache.get(t.db, key, start + 2 * VERSION_TRUSTED_MS);
    expect(later.etag).not.toBe(first.etag);
    expect(JSON.parse(later.body.toString())).toMatchObject({ data: { surname: 'Άλλο' } });
  });

  it('builds the answer again once the next match has begun', async () => {
    const f = await buildChampionshipFixture(t.db, { players: 2 });
    const [home, away] = f.playerIds as [number, number];
    const soon = await buildScheduledMatch(t.db, f, home, away, { scheduledAt: new Date(Date.now() + 1_500) });
    const key = { playerId: home, query: {}, godUserId: t.app.env.GOD_USER_ID };
    const before = JSON.parse((await publicPlayerCache.get(t.db, key)).body.toString()) as TPlayerDetailsResponse;
    expect(before.data.nextMatch?.id).toBe(soon);
    // Nothing is written: only the clock moves past the match's start.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    // Asked two seconds after the last check (past the stale-while-revalidate second): the version is read first.
    const asked = await publicPlayerCache.get(t.db, key, Date.now() + VERSION_TRUSTED_MS);
    const after = JSON.parse(asked.body.toString()) as TPlayerDetailsResponse;
    expect(after.data.nextMatch).toBeNull();
  });

  it('answers a player of the same championship fresh, with the availability a guest does not see', async () => {
    const f = await buildChampionshipFixture(t.db, { players: 1 });
    const [rival] = f.playerIds as [number];
    await t.db
      .insert(championshipParticipations)
      .values({ championshipId: f.championshipId, playerId: me, state: 'approved', atrp: 3 });
    await t.db.insert(availabilityEvents).values({
      playerId: rival,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
    });
    const rivalUrl = `/api/players/${rival}?includeAvailability=1`;
    const guest = await as.guest.get(rivalUrl);
    expect(body(guest).availability).toBeUndefined();
    const fellow = await as.player.get(rivalUrl);
    expect(fellow.headers['cache-control']).toBe('private, no-store');
    expect(body(fellow).availability).toHaveLength(1);
  });

  it('keeps apart the answers of different include flags and championships', async () => {
    const plain = await as.guest.get(`/api/players/${me}`);
    const full = await as.guest.get(url(me));
    expect(plain.headers.etag).not.toBe(full.headers.etag);
    expect(body(plain).recentResults).toBeUndefined();
    expect(body(full).recentResults).toBeDefined();
  });
});
