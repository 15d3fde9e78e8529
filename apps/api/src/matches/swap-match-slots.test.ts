import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES } from '@tennis/contracts';
import { clubSurfaces, courts, matches, revisions, users } from '../db/schema/index.js';
import { buildClub } from '../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { describeConcurrency } from '../test/describe-concurrency.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../tournaments/draws/draw-test-fixtures.js';

// POST /api/matches/{id}/swap-slot: the order of play's drag and drop. Two
// scheduled, unplayed matches of one tournament trade time, club and court.

let t: TestApp;
let as: Record<Who, Agent>;
let club: { id: number };
let made: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  club = await buildClub(t.db, { hostId: 1 });
  await t.db.insert(clubSurfaces).values({ clubId: club.id, surface: 'clay' });
  made = await t.db
    .insert(courts)
    .values([
      { clubId: club.id, name: 'Κεντρικό', surface: 'clay' },
      { clubId: club.id, name: 'Γήπεδο 2', surface: 'clay' },
    ])
    .returning();
});
afterAll(async () => t?.close());

/** A draw of 4: semi-finals 1 and 2 at 09:00 on court 1 and 10:30 on court 2; the final (3) unscheduled. */
async function twoScheduledSemis() {
  const f = await buildCategoryFixture(t.db, { entrants: 4 });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
    200,
  );
  const draw = await drawMatchesOf(t.db, f.categoryId);
  for (const [aa, at, court] of [
    [1, '2027-04-10 09:00:00', made[0]!.id],
    [2, '2027-04-10 10:30:00', made[1]!.id],
  ] as const) {
    const id = draw.get(aa)!.id;
    expect(
      (await as.host.post(`/api/matches/${id}/schedule`, { scheduledAt: at, clubId: club.id, surface: 'clay' }))
        .statusCode,
    ).toBe(200);
    await t.db.update(matches).set({ courtId: court }).where(eq(matches.id, id));
  }
  return { f, first: draw.get(1)!.id, second: draw.get(2)!.id, final: draw.get(3)!.id };
}

const slot = async (id: number) => {
  const [row] = await t.db.select().from(matches).where(eq(matches.id, id));
  return { at: row!.scheduledAt!.toISOString(), courtId: row!.courtId };
};
const swap = (who: Who, id: number, otherMatchId: number) =>
  as[who].post(`/api/matches/${id}/swap-slot`, { otherMatchId });

describe('POST /api/matches/{id}/swap-slot', () => {
  it('trades time and court between two scheduled matches, and records who did it', async () => {
    const { first, second } = await twoScheduledSemis();
    const response = await swap('host', first, second);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.slotsSwapped);
    expect(await slot(first)).toEqual({ at: '2027-04-10T07:30:00.000Z', courtId: made[1]!.id });
    expect(await slot(second)).toEqual({ at: '2027-04-10T06:00:00.000Z', courtId: made[0]!.id });
    const recorded = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityId, first), eq(revisions.action, 'slots-swapped')));
    const [host] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'host@demo.gr'));
    expect(recorded.map((r) => [r.entityType, r.userId])).toEqual([['matches', host!.id]]);
  });

  it('refuses the same match twice, an unscheduled or played match, and another tournament’s (409), changing nothing', async () => {
    const a = await twoScheduledSemis();
    const b = await twoScheduledSemis();
    const before = await slot(a.first);
    await t.db.update(matches).set({ state: 'concluded', winner: 0 }).where(eq(matches.id, a.second));
    for (const other of [a.first, a.final, a.second, b.first]) {
      const response = await swap('host', a.first, other);
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(MATCH_MESSAGES.swapNeedsTwoScheduled);
    }
    expect(await slot(a.first)).toEqual(before);
  });

  it.each([
    ['guest', 401],
    ['player', 403],
    ['host2', 403],
    ['employee', 200],
  ] as const)('answers %s with %i', async (who, status) => {
    const { first, second } = await twoScheduledSemis();
    expect((await swap(who, first, second)).statusCode).toBe(status);
  });
});

describeConcurrency('two swaps at once', () => {
  it('applies both crossing swaps one after the other, without a deadlock', async () => {
    const { first, second } = await twoScheduledSemis();
    const before = [await slot(first), await slot(second)];
    const answers = await Promise.all([swap('host', first, second), swap('employee', second, first)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Swapped twice: back where they were.
    expect([await slot(first), await slot(second)]).toEqual(before);
  });
});
