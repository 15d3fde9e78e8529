import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, type TMatchResponse } from '@tennis/contracts';
import { courts, matches } from '../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  participationOf,
  scores,
  type ChampionshipFixture,
} from './match-test-fixtures.js';
import { describeConcurrency } from '../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
// A championship of its own for each test: scores and bookings of one test never reach another's counts.
beforeEach(async () => {
  f = await buildChampionshipFixture(t.db, { players: 6 });
});
afterAll(async () => {
  await t?.close();
});

const player = (i: number) => f.playerIds[i]!;
const rowOf = async (id: number) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0]!;
const slot = (scheduledAt: string, values: object = {}) => ({
  scheduledAt,
  clubId: f.clubId,
  surface: 'clay',
  ...values,
});

describe('POST /api/matches/{id}/rollback', () => {
  it('takes a concluded match back to scheduled and recounts the standings', async () => {
    const id = await buildScheduledMatch(t.db, f, player(0), player(1));
    await as.host.post(`/api/matches/${id}/score`, scores.straightSets);
    expect((await participationOf(t.db, f.championshipId, player(0))).wins).toBe(1);
    const response = await as.host.post(`/api/matches/${id}/rollback`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({ state: 'initialized', winner: null, scoreText: '' });
    expect(await rowOf(id)).toMatchObject({ s1Home: null, winner: null, concludedAt: null });
    expect(await participationOf(t.db, f.championshipId, player(0))).toMatchObject({
      wins: 0,
      matchesPlayed: 0,
      points: 0,
    });
  });

  it('refuses a match that is not concluded with 409', async () => {
    const id = await buildScheduledMatch(t.db, f, player(0), player(2));
    const response = await as.host.post(`/api/matches/${id}/rollback`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.notConcluded);
  });
});

describe('POST /api/matches/{id}/schedule', () => {
  it('moves the match to a quarter-hour slot at a venue and surface it offers', async () => {
    const id = await buildScheduledMatch(t.db, f, player(2), player(3));
    const response = await as.employee.post(
      `/api/matches/${id}/schedule`,
      slot('2026-11-25 19:45:00', { surface: 'hard' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({
      scheduledAt: '2026-11-25 19:45:00',
      surface: 'hard',
      club: { id: f.clubId },
    });
  });

  it.each([
    ['a time off the 15-minute grid', { scheduledAt: '2026-11-25 19:40:00' }, 'scheduledAt', MATCH_MESSAGES.notOnGrid],
    ['a surface the club does not offer', { surface: 'grass' }, 'surface', MATCH_MESSAGES.surfaceNotAtClub],
    ['a club that is not a venue of the championship', { otherClub: true }, 'clubId', MATCH_MESSAGES.clubNotVenue],
  ])('refuses %s with 422', async (_name, change, field, message) => {
    const id = await buildScheduledMatch(t.db, f, player(2), player(4));
    const { otherClub, ...values } = change as { otherClub?: boolean };
    const body = slot('2026-11-25 19:00:00', { ...values, ...(otherClub ? { clubId: f.otherClubId } : {}) });
    expectFieldError(await as.host.post(`/api/matches/${id}/schedule`, body), field, message);
  });

  it('refuses to book a player twice at the same time with 409', async () => {
    await buildScheduledMatch(t.db, f, player(4), player(5), { scheduledAt: new Date('2026-11-26T17:00:00Z') });
    const id = await buildScheduledMatch(t.db, f, player(0), player(4));
    const response = await as.host.post(`/api/matches/${id}/schedule`, slot('2026-11-26 19:00:00'));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.playerBusy);
  });

  describe('on a court', () => {
    const courtOf = async (clubId: number, surface: 'clay' | 'hard', name: string) =>
      (await t.db.insert(courts).values({ clubId, surface, name }).returning({ id: courts.id }))[0]!.id;

    it('puts the match on one of the club’s courts of its surface, keeps it when moved at the club, clears it with null', async () => {
      const court = await courtOf(f.clubId, 'clay', `Κεντρικό ${f.championshipId}`);
      const id = await buildScheduledMatch(t.db, f, player(0), player(1), { scheduledAt: null });
      const placed = await as.host.post(`/api/matches/${id}/schedule`, slot('2026-11-28 10:00:00', { courtId: court }));
      expect(placed.statusCode).toBe(200);
      expect(placed.json<TMatchResponse>().data.courtId).toBe(court);
      // Moved in time without naming a court: it stays on it.
      await as.host.post(`/api/matches/${id}/schedule`, slot('2026-11-28 11:00:00'));
      expect((await rowOf(id)).courtId).toBe(court);
      await as.host.post(`/api/matches/${id}/schedule`, slot('2026-11-28 11:00:00', { courtId: null }));
      expect((await rowOf(id)).courtId).toBeNull();
    });

    it.each([
      ['a court of another club', 'other', MATCH_MESSAGES.courtNotAtClub],
      ['a court of another surface', 'hard', MATCH_MESSAGES.courtSurface],
      ['a court that does not exist', 'none', MATCH_MESSAGES.courtNotAtClub],
    ])('refuses %s with 422 on courtId', async (_name, which, message) => {
      const court =
        which === 'none'
          ? 2_000_000_000
          : which === 'other'
            ? await courtOf(f.otherClubId, 'clay', `Άλλο ${f.championshipId}`)
            : await courtOf(f.clubId, 'hard', `Σκληρό ${f.championshipId}`);
      const id = await buildScheduledMatch(t.db, f, player(2), player(3), { scheduledAt: null });
      const body = slot('2026-11-28 12:00:00', { courtId: court });
      expectFieldError(await as.host.post(`/api/matches/${id}/schedule`, body), 'courtId', message);
    });

    it('refuses a court that has a match at that moment with 409', async () => {
      const court = await courtOf(f.clubId, 'clay', `Γήπεδο 2 ${f.championshipId}`);
      const first = await buildScheduledMatch(t.db, f, player(0), player(1), { scheduledAt: null });
      const second = await buildScheduledMatch(t.db, f, player(2), player(3), { scheduledAt: null });
      const at = slot('2026-11-28 18:00:00', { courtId: court });
      expect((await as.host.post(`/api/matches/${first}/schedule`, at)).statusCode).toBe(200);
      const taken = await as.host.post(`/api/matches/${second}/schedule`, at);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ message: string }>().message).toBe(MATCH_MESSAGES.courtTaken);
      // A quarter of an hour later the court is free for it.
      expect(
        (await as.host.post(`/api/matches/${second}/schedule`, { ...at, scheduledAt: '2026-11-28 18:15:00' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describeConcurrency('two bookings at once', () => {
    it('lets only one of two simultaneous bookings of the same player at the same time through', async () => {
      const a = await buildScheduledMatch(t.db, f, player(1), player(2), { scheduledAt: null });
      const b = await buildScheduledMatch(t.db, f, player(1), player(3), { scheduledAt: null });
      const [first, second] = await Promise.all([
        as.host.post(`/api/matches/${a}/schedule`, slot('2026-11-27 20:00:00')),
        as.employee.post(`/api/matches/${b}/schedule`, slot('2026-11-27 20:00:00')),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    });
  });
});

describe('POST /api/matches/{id}/swap-participant', () => {
  it('replaces the away player with another approved one', async () => {
    const id = await buildScheduledMatch(t.db, f, player(0), player(1), {
      scheduledAt: new Date('2026-12-01T17:00:00Z'),
    });
    const response = await as.host.post(`/api/matches/${id}/swap-participant`, {
      homeOrAway: 'away',
      player1Id: player(5),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TMatchResponse>();
    expect(body.message).toBe(MATCH_MESSAGES.swappedAway);
    expect(body.data.away.players.map((p) => p.id)).toEqual([player(5)]);
  });

  it('refuses a player without an approved participation (422) and a concluded match (409)', async () => {
    const id = await buildScheduledMatch(t.db, f, player(0), player(1), {
      scheduledAt: new Date('2026-12-02T17:00:00Z'),
    });
    const outsider = await buildChampionshipFixture(t.db, { players: 1 });
    expectFieldError(
      await as.host.post(`/api/matches/${id}/swap-participant`, {
        homeOrAway: 'home',
        player1Id: outsider.playerIds[0],
      }),
      'player1Id',
      MATCH_MESSAGES.notParticipant,
    );
    expectFieldError(
      await as.host.post(`/api/matches/${id}/swap-participant`, { homeOrAway: 'home', player1Id: player(1) }),
      'player1Id',
      MATCH_MESSAGES.samePlayerTwice,
    );
    await as.host.post(`/api/matches/${id}/score`, scores.straightSets);
    expect(
      (await as.host.post(`/api/matches/${id}/swap-participant`, { homeOrAway: 'home', player1Id: player(3) }))
        .statusCode,
    ).toBe(409);
  });
});

describe('featured flag and order-of-play comments', () => {
  it('flips featured on each call', async () => {
    const id = await buildScheduledMatch(t.db, f, player(2), player(5), { scheduledAt: null });
    expect((await as.host.post(`/api/matches/${id}/toggle-featured`)).json<TMatchResponse>().data.featured).toBe(true);
    expect((await as.host.post(`/api/matches/${id}/toggle-featured`)).json<TMatchResponse>().data.featured).toBe(false);
  });

  it('stores the comments and clears them with an empty text', async () => {
    const id = await buildScheduledMatch(t.db, f, player(3), player(5), { scheduledAt: null });
    const saved = await as.host.post(`/api/matches/${id}/update-oop-comments`, {
      orderOfPlayComments: 'Όχι πριν τις 19:00',
    });
    expect(saved.json<TMatchResponse>().data.orderOfPlayComments).toBe('Όχι πριν τις 19:00');
    const cleared = await as.host.post(`/api/matches/${id}/update-oop-comments`, { orderOfPlayComments: '' });
    expect(cleared.json<TMatchResponse>().data.orderOfPlayComments).toBeNull();
  });
});
