import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderOfPlayResponse } from '@tennis/contracts';
import { clubSurfaces, courts, matches, tournaments } from '../../db/schema/index.js';
import { buildClub } from '../../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from './draw-test-fixtures.js';

// GET /api/tournaments/{id}/order-of-play: the day's matches with category,
// round and court, and the tournament's days for the day tabs (issue 14 §16).

let t: TestApp;
let as: Record<Who, Agent>;
let club: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  club = await buildClub(t.db, { hostId: 1 });
  await t.db.insert(clubSurfaces).values({ clubId: club.id, surface: 'clay' });
});
afterAll(async () => {
  await t?.close();
});

const dayOf = async (agent: Agent, tournamentId: number, date: string) => {
  const response = await agent.get(`/api/tournaments/${tournamentId}/order-of-play?date=${date}`);
  expect(response.statusCode).toBe(200);
  return response.json<TOrderOfPlayResponse>().data;
};

describe('the order of play of a tournament', () => {
  it('names each match’s category, round and court, and lists the tournament’s days with their match counts', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 4 });
    await t.db
      .update(tournaments)
      .set({ tournamentStart: new Date('2027-03-05T08:00:00Z'), tournamentEnd: new Date('2027-03-07T18:00:00Z') })
      .where(eq(tournaments.id, f.tournamentId));
    expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
      200,
    );
    const draw = await drawMatchesOf(t.db, f.categoryId);
    const [court] = await t.db
      .insert(courts)
      .values({ clubId: club.id, name: 'Γήπεδο 2', surface: 'clay' })
      .returning();
    for (const [aa, at] of [
      [1, '2027-03-06 10:00:00'],
      [2, '2027-03-06 09:00:00'],
      [3, '2027-03-07 18:00:00'],
    ] as const) {
      const response = await as.host.post(`/api/matches/${draw.get(aa)!.id}/schedule`, {
        scheduledAt: at,
        clubId: club.id,
        surface: 'clay',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await t.db
      .update(matches)
      .set({ courtId: court!.id })
      .where(eq(matches.id, draw.get(1)!.id));

    const day = await dayOf(as.guest, f.tournamentId, '2027-03-06');
    expect(day.days).toEqual([
      { date: '2027-03-05', matchCount: 0 },
      { date: '2027-03-06', matchCount: 2 },
      { date: '2027-03-07', matchCount: 1 },
    ]);
    expect(
      day.matches.map((m) => [m.scheduledAt, m.categoryName, m.tournamentPhase, m.groupLetter, m.courtName]),
    ).toEqual([
      ['2027-03-06 09:00:00', expect.stringMatching(/^Ανδρών Μονό/), 4, null, null],
      ['2027-03-06 10:00:00', expect.stringMatching(/^Ανδρών Μονό/), 4, null, 'Γήπεδο 2'],
    ]);
    const final = await dayOf(as.guest, f.tournamentId, '2027-03-07');
    expect(final.matches.map((m) => [m.tournamentPhase, m.isQualifierMatch])).toEqual([[2, false]]);
  });
});
