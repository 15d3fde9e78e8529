import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, type TCategoryDrawResponse } from '@tennis/contracts';
import { DRAW_MESSAGES } from '@tennis/domain';
import { revisions } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import {
  buildCategoryFixture,
  categoryOf,
  categoryPath,
  drawMatchesOf,
  type CategoryFixture,
} from './draw-test-fixtures.js';
import { describeConcurrency } from '../../test/describe-concurrency.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const initialize = (
  who: Who,
  f: Pick<CategoryFixture, 'tournamentId' | 'categoryId'>,
  body: object = { drawSize: 8, qualifierMatches: 0 },
) => as[who].post(`${categoryPath(f)}/initialize`, body);

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/initialize', () => {
  it('stores a draw of drawSize − 1 linked matches with the seeds on their lines and the byes opposite them', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6, seeds: 2 });
    const response = await initialize('host', f);
    expect(response.statusCode).toBe(200);
    const draw = response.json<TCategoryDrawResponse>().data;
    expect(draw).toMatchObject({ initialized: true, drawSize: 8, hasComeToAnEnd: false });
    expect(draw.matches.map((m) => m.aa)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draw.matches[0]).toMatchObject({ homeSeed: 1, homeLabel: '1', awayLabel: 'BYE', bye: true });
    expect(draw.matches[3]).toMatchObject({ awaySeed: 2, homeLabel: 'BYE', bye: true });
    const rows = await drawMatchesOf(t.db, f.categoryId);
    expect(rows.get(1)!.nextMatchId).toBe(rows.get(5)!.id);
    expect(rows.get(2)!.nextMatchSlot).toBe(1);
    expect(rows.get(7)!.nextMatchId).toBeNull();
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({
      state: 'initialized',
      drawSize: 8,
      qualifierMatches: 0,
    });
    const revision = await t.db.select().from(revisions).where(eq(revisions.entityId, f.categoryId));
    expect(revision.some((r) => r.entityType === 'tournament_categories' && r.action === 'initialized')).toBe(true);
  });

  it('keeps qualifier slots Q1, Q2 with their qualifier matches −1, −2', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    const response = await initialize('host', f, { drawSize: 8, qualifierMatches: 2 });
    expect(response.statusCode).toBe(200);
    const draw = response.json<TCategoryDrawResponse>().data;
    expect(draw.qualifierMatches.map((m) => m.aa)).toEqual([-1, -2]);
    const labels = draw.matches.flatMap((m) => [m.homeLabel, m.awayLabel]);
    expect(labels).toContain('Q1');
    expect(labels).toContain('Q2');
  });

  it('refuses a second initialisation with 409 and leaves the first draw as it was', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    await initialize('host', f);
    const before = await drawMatchesOf(t.db, f.categoryId);
    const second = await initialize('admin', f);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(DRAW_NOTICES.alreadyInitialized);
    const after = await drawMatchesOf(t.db, f.categoryId);
    expect([...after.values()].map((r) => [r.id, r.homeParticipationId, r.awayParticipationId])).toEqual(
      [...before.values()].map((r) => [r.id, r.homeParticipationId, r.awayParticipationId]),
    );
  });

  describeConcurrency('two initialisations at once', () => {
    it('lets exactly one of two concurrent initialisations through, leaving one consistent draw', async () => {
      const f = await buildCategoryFixture(t.db, { entrants: 7, seeds: 2 });
      const [a, b] = await Promise.all([initialize('host', f), initialize('employee', f)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const rows = [...(await drawMatchesOf(t.db, f.categoryId)).values()];
      expect(rows).toHaveLength(7);
      const placed = rows.flatMap((r) => [r.homeParticipationId, r.awayParticipationId]).filter((id) => id !== null);
      expect(new Set(placed).size).toBe(7);
    });
  });

  it('needs at least 4 approved participations (409, nothing stored)', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 3 });
    const response = await initialize('host', f, { drawSize: 4, qualifierMatches: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notEnoughApprovedParticipations);
    expect((await drawMatchesOf(t.db, f.categoryId)).size).toBe(0);
    expect((await categoryOf(t.db, f.categoryId)).state).toBe('uninitialized');
  });

  it('refuses a draw size other than the computed size and its half with 422', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    expectFieldError(
      await initialize('host', f, { drawSize: 16, qualifierMatches: 0 }),
      'drawSize',
      DRAW_MESSAGES.invalidDrawSize,
    );
  });

  it('refuses a negative number of qualifier matches with the spec message', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    expectFieldError(
      await initialize('host', f, { drawSize: 8, qualifierMatches: -1 }),
      'qualifierMatches',
      'Ο αριθμός προκριματικών αγώνων δεν είναι έγκυρος',
    );
  });

  it('refuses to initialise a category of an archived tournament with 409', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6, state: 'archived' });
    const response = await initialize('host', f);
    expect(response.statusCode).toBe(409);
    expect((await drawMatchesOf(t.db, f.categoryId)).size).toBe(0);
  });

  it('answers 404 for a category that does not exist', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 0 });
    expect((await initialize('admin', { tournamentId: f.tournamentId, categoryId: 999_999 })).statusCode).toBe(404);
  });

  it('answers 404 for a category under another tournament of the same host, and makes no draw', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    const other = await buildCategoryFixture(t.db, { entrants: 0 });
    expect((await initialize('host', { tournamentId: other.tournamentId, categoryId: f.categoryId })).statusCode).toBe(
      404,
    );
    expect((await drawMatchesOf(t.db, f.categoryId)).size).toBe(0);
    expect((await categoryOf(t.db, f.categoryId)).state).toBe('uninitialized');
  });
});
