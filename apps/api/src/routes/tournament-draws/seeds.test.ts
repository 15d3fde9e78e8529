import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES } from '@tennis/contracts';
import { participations } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryOf, categoryPath } from '../../tournaments/draws/draw-test-fixtures.js';

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

  it('is refused to host 2 (403) and guests (401)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    expect((await as.host2.post(`${categoryPath(f)}/assign-random-seeds`)).statusCode).toBe(403);
    expect((await as.guest.post(`${categoryPath(f)}/seed-participations`)).statusCode).toBe(401);
    expect((await as.player.post(`${categoryPath(f)}/seed-participations`)).statusCode).toBe(403);
  });
});

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/seed-participations', () => {
  it('marks the hand-set seeds as set and counts them', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6, seeds: 2 });
    const response = await as.employee.post(`${categoryPath(f)}/seed-participations`);
    expect(response.statusCode).toBe(200);
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({ seedsAreSet: true, seedCount: 2 });
  });
});
