import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, type TCategoryDrawResponse, type TMatchResponse } from '@tennis/contracts';
import { clubSurfaces, courts, matches, tournaments } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { buildClub } from '../../test/build-records.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';

// Scheduling a tournament's draw match from the draw screen (spec 2 §2 Match
// options, §4: an archived tournament is read-only): POST /api/matches/{id}/schedule.

let t: TestApp;
let as: Record<Who, Agent>;
let own: { id: number };
let shared: { id: number };
let elsewhere: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  own = await buildClub(t.db, { hostId: 1 });
  await t.db.insert(clubSurfaces).values({ clubId: own.id, surface: 'clay' });
  // A shared club offers its surface through a court only.
  shared = await buildClub(t.db, { hostId: null });
  await t.db.insert(courts).values({ clubId: shared.id, name: 'Κεντρικό', surface: 'hard' });
  elsewhere = await buildClub(t.db, { hostId: 2 });
  await t.db.insert(clubSurfaces).values({ clubId: elsewhere.id, surface: 'clay' });
});
afterAll(async () => {
  await t?.close();
});

/** A 4-draw of host 1, initialised: matches 1 and 2 ready to play, the final (3) waiting. */
async function drawOfFour() {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
    200,
  );
  const rows = await drawMatchesOf(t.db, f.categoryId);
  return { f, first: rows.get(1)!, second: rows.get(2)! };
}

const slot = (scheduledAt: string, values: object = {}) => ({
  scheduledAt,
  clubId: own.id,
  surface: 'clay',
  ...values,
});
const rowOf = async (id: number) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0]!;

describe('POST /api/matches/{id}/schedule for a tournament match', () => {
  it('sets the time, club and surface; the match shows on that day of the order of play; a second call reschedules it', async () => {
    const { f, first } = await drawOfFour();
    const response = await as.employee.post(`/api/matches/${first.id}/schedule`, slot('2026-12-05 17:00:00'));
    expect(response.statusCode).toBe(200);
    const answer = response.json<TMatchResponse>();
    expect(answer.message).toBe(MATCH_MESSAGES.scheduled);
    expect(answer.data).toMatchObject({ scheduledAt: '2026-12-05 17:00:00', surface: 'clay', club: { id: own.id } });
    const day = (await as.host.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=2026-12-05`)).json<{
      data: { matches: { id: number }[] };
    }>().data;
    expect(day.matches.map((m) => m.id)).toEqual([first.id]);

    const moved = await as.host.post(
      `/api/matches/${first.id}/schedule`,
      slot('2026-12-06 19:45:00', { clubId: shared.id, surface: 'hard' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await rowOf(first.id)).toMatchObject({
      clubId: shared.id,
      surface: 'hard',
      scheduledAt: new Date('2026-12-06T17:45:00Z'),
    });
  });

  it('refuses a club of another host, an unknown club and a surface the club lacks with 422 on the field, and keeps the match as it was', async () => {
    const { first } = await drawOfFour();
    expectFieldError(
      await as.host.post(`/api/matches/${first.id}/schedule`, slot('2026-12-07 18:00:00', { clubId: elsewhere.id })),
      'clubId',
      MATCH_MESSAGES.clubNotHosts,
    );
    expectFieldError(
      await as.host.post(`/api/matches/${first.id}/schedule`, slot('2026-12-07 18:00:00', { clubId: 999_999 })),
      'clubId',
      MATCH_MESSAGES.unknownClub,
    );
    expectFieldError(
      await as.host.post(`/api/matches/${first.id}/schedule`, slot('2026-12-07 18:00:00', { surface: 'grass' })),
      'surface',
      MATCH_MESSAGES.surfaceNotAtClub,
    );
    expect(await rowOf(first.id)).toMatchObject({ scheduledAt: null, clubId: null });
  });

  // Bodies are built in the test: the clubs exist only once beforeAll has run.
  it.each([
    ['a time off the 15-minute grid', () => slot('2026-12-07 18:10:00'), 'scheduledAt'],
    ['a day that does not exist', () => slot('2026-02-30 18:00:00'), 'scheduledAt'],
    ['no club', () => ({ scheduledAt: '2026-12-07 18:00:00', surface: 'clay' }), 'clubId'],
    ['an unknown surface', () => slot('2026-12-07 18:00:00', { surface: 'sand' }), 'surface'],
  ])('refuses %s with 422 on the field', async (_, body, field) => {
    const { first } = await drawOfFour();
    const response = await as.host.post(`/api/matches/${first.id}/schedule`, body());
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.length).toBeGreaterThan(0);
  });

  it('refuses a match of an archived tournament with 409, nothing changed', async () => {
    const { f, first } = await drawOfFour();
    await t.db.update(tournaments).set({ state: 'archived' }).where(eq(tournaments.id, f.tournamentId));
    const response = await as.host.post(`/api/matches/${first.id}/schedule`, slot('2026-12-08 18:00:00'));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.archived);
    expect((await rowOf(first.id)).scheduledAt).toBeNull();
  });

  it('refuses a concluded match with 409', async () => {
    const { second } = await drawOfFour();
    await as.host.post(`/api/matches/${second.id}/score`, scores.straightSets);
    const response = await as.host.post(`/api/matches/${second.id}/schedule`, slot('2026-12-09 18:00:00'));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.alreadyConcluded);
  });

  it('is refused to host 2 (403), a player (403) and a guest (401)', async () => {
    const { first } = await drawOfFour();
    expect((await as.host2.post(`/api/matches/${first.id}/schedule`, slot('2026-12-10 18:00:00'))).statusCode).toBe(
      403,
    );
    expect((await as.player.post(`/api/matches/${first.id}/schedule`, slot('2026-12-10 18:00:00'))).statusCode).toBe(
      403,
    );
    expect((await as.guest.post(`/api/matches/${first.id}/schedule`, slot('2026-12-10 18:00:00'))).statusCode).toBe(
      401,
    );
    expect((await rowOf(first.id)).scheduledAt).toBeNull();
  });
});

describe('the venues of the draw (where its matches may be scheduled)', () => {
  it("lists the host's own and the shared clubs with their surfaces to the back office, not another host's, and nothing to the public", async () => {
    const { f } = await drawOfFour();
    const venues = (
      await as.host.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data.venues;
    expect(venues.find((v) => v.id === own.id)?.surfaces).toEqual(['clay']);
    expect(venues.find((v) => v.id === shared.id)?.surfaces).toEqual(['hard']);
    expect(venues.some((v) => v.id === elsewhere.id)).toBe(false);
    const publicDraw = (
      await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data;
    expect(publicDraw.venues).toEqual([]);
  });
});
