import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, seedCountOutOfRange, type TCategoryDrawResponse } from '@tennis/contracts';
import { DRAW_MESSAGES } from '@tennis/domain';
import { participations } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryOf, categoryPath } from './draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const seedsOf = async (categoryId: number) =>
  (await t.db.select().from(participations).where(eq(participations.tournamentCategoryId, categoryId)))
    .filter((p) => p.seed !== null)
    .sort((a, b) => a.seed! - b.seed!)
    .map((p) => p.id);

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/assign-random-seeds', () => {
  it('seeds the best-rated entrants, as many as the proposed draw takes (draw of 16: 4 seeds)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 10 });
    const response = await as.host.post(`${categoryPath(f)}/assign-random-seeds`);
    expect(response.statusCode).toBe(200);
    expect(await seedsOf(f.categoryId)).toEqual(f.participationIds.slice(0, 4));
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({ seedsAreSet: true, seedCount: 4 });
  });

  it('refuses once the category is initialised (409, seeds unchanged)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6, seeds: 1 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    const response = await as.host.post(`${categoryPath(f)}/assign-random-seeds`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_NOTICES.alreadyInitialized);
    expect(await seedsOf(f.categoryId)).toEqual([f.participationIds[0]]);
  });

  it('fills the count the back office set rather than the draw’s', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 10 });
    await as.host.post(`${categoryPath(f)}/seed-participations`, { seedCount: 2 });
    expect((await as.host.post(`${categoryPath(f)}/assign-random-seeds`)).statusCode).toBe(200);
    expect(await seedsOf(f.categoryId)).toEqual(f.participationIds.slice(0, 2));
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({ seedCount: 2 });
  });

  it('refuses a category with fewer than 4 approved entrants (409, no seeds)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 3 });
    const response = await as.host.post(`${categoryPath(f)}/assign-random-seeds`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notEnoughApprovedParticipations);
    expect(await seedsOf(f.categoryId)).toEqual([]);
  });

  it('is refused to host 2 (403) and guests (401)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    expect((await as.host2.post(`${categoryPath(f)}/assign-random-seeds`)).statusCode).toBe(403);
    expect((await as.guest.post(`${categoryPath(f)}/seed-participations`, { seedCount: 1 })).statusCode).toBe(401);
    expect((await as.player.post(`${categoryPath(f)}/seed-participations`, { seedCount: 1 })).statusCode).toBe(403);
  });
});

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/seed-participations', () => {
  const seedOne = (f: { tournamentId: number }, participationId: number, seed: number) =>
    as.host.post(`/api/tournaments/${f.tournamentId}/participations/${participationId}/seed`, { seed });

  it('sets how many seeds there are, and the hand seeding then takes seeds 1 to that count', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 12 });
    // A new category has no seeds to give.
    expect((await seedOne(f, f.participationIds[5]!, 1)).statusCode).toBe(409);
    const response = await as.employee.post(`${categoryPath(f)}/seed-participations`, { seedCount: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json<TCategoryDrawResponse>()).toMatchObject({
      message: DRAW_NOTICES.seedCountSet,
      data: { seedCount: 3, seedsAreSet: true },
    });
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({ seedsAreSet: true, seedCount: 3 });
    expect((await seedOne(f, f.participationIds[5]!, 3)).statusCode).toBe(200);
    expect((await seedOne(f, f.participationIds[6]!, 4)).statusCode).toBe(422);
    expect(await seedsOf(f.categoryId)).toEqual([f.participationIds[5]]);
  });

  it('takes back the seeds above a lowered count and keeps the rest', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 12, seeds: 4 });
    await as.host.post(`${categoryPath(f)}/seed-participations`, { seedCount: 4 });
    expect((await as.host.post(`${categoryPath(f)}/seed-participations`, { seedCount: 2 })).statusCode).toBe(200);
    expect(await seedsOf(f.categoryId)).toEqual(f.participationIds.slice(0, 2));
  });

  it.each([
    ['no seeds', { seedCount: 0 }],
    ['more seeds than either format takes (12 entrants: 4 groups × 2 = 8)', { seedCount: 9 }],
  ])('refuses %s with 422 under seedCount', async (_, body) => {
    const f = await buildCategoryFixture(t.db, { entrants: 12 });
    expectFieldError(
      await as.host.post(`${categoryPath(f)}/seed-participations`, body),
      'seedCount',
      seedCountOutOfRange(8),
    );
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({ seedsAreSet: false, seedCount: 0 });
  });

  it('takes up to two seeds a group for a round robin: 8 seeds, 4 groups of 3, two seeds in each group', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 12, seeds: 8 });
    expect((await as.host.post(`${categoryPath(f)}/seed-participations`, { seedCount: 8 })).statusCode).toBe(200);
    const response = await as.host.post(`${categoryPath(f)}/initialize`, {
      roundRobin: true,
      groupCount: 4,
      groupSize: 3,
      drawFollowUp: 'none',
    });
    expect(response.statusCode).toBe(200);
    const seeded = new Set(f.participationIds.slice(0, 8));
    const seedsPerGroup = response
      .json<TCategoryDrawResponse>()
      .data.groups.map((g) => g.groupParticipants.filter((p) => seeded.has(p.participationId)).length);
    expect(seedsPerGroup).toEqual([2, 2, 2, 2]);
  });

  it('refuses a missing or fractional count with 422', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 12 });
    expect((await as.host.post(`${categoryPath(f)}/seed-participations`, {})).statusCode).toBe(422);
    expect((await as.host.post(`${categoryPath(f)}/seed-participations`, { seedCount: 2.5 })).statusCode).toBe(422);
  });

  it('refuses once the category is initialised, and below 4 approved entrants (409)', async () => {
    const initialised = await buildCategoryFixture(t.db, { entrants: 6 });
    await as.host.post(`${categoryPath(initialised)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    const late = await as.host.post(`${categoryPath(initialised)}/seed-participations`, { seedCount: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(DRAW_NOTICES.alreadyInitialized);
    const few = await buildCategoryFixture(t.db, { entrants: 3 });
    const early = await as.host.post(`${categoryPath(few)}/seed-participations`, { seedCount: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notEnoughApprovedParticipations);
  });
});
