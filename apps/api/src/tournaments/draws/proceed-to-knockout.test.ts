import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, type TCategoryDrawResponse } from '@tennis/contracts';
import { ROUND_ROBIN_MESSAGES } from '@tennis/domain';
import { matches, participations, tournamentCategories } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import {
  buildCategoryFixture,
  categoryOf,
  categoryPath,
  drawMatchesOf,
  type CategoryFixture,
} from './draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function groupPhase(followUp: 'knockout' | 'none' = 'knockout') {
  const f = await buildCategoryFixture(t.db, { entrants: 8 });
  const body = {
    roundRobin: true,
    groupCount: 2,
    groupSize: 4,
    drawFollowUp: followUp,
    drawFollowUpSize: followUp === 'knockout' ? 4 : null,
  };
  expect((await as.host.post(`${categoryPath(f)}/initialize`, body)).statusCode).toBe(200);
  return f;
}
const proceed = (f: CategoryFixture, selectedParticipantIds: (number | null)[]) =>
  as.host.post(`${categoryPath(f)}/proceed-to-knockout-phase`, { selectedParticipantIds });

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/proceed-to-knockout-phase', () => {
  it('makes the knockout category with the picks, the first drawSize / 4 seeded, and ends the group phase', async () => {
    const f = await groupPhase();
    const [a, b, c, d] = f.participationIds;
    const response = await proceed(f, [a!, b!, c!, d!]);
    expect(response.statusCode).toBe(200);
    const knockout = response.json<TCategoryDrawResponse>().data;
    expect(knockout).toMatchObject({ initialized: true, drawSize: 4, roundRobin: false });
    expect(knockout.matches).toHaveLength(3);
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({
      roundRobinPhase: 'knockout',
      knockoutPhaseCategoryId: knockout.id,
    });
    const entries = await t.db
      .select()
      .from(participations)
      .where(eq(participations.tournamentCategoryId, knockout.id));
    expect(entries.filter((e) => e.seed === 1)).toHaveLength(1);
    expect((await drawMatchesOf(t.db, knockout.id)).size).toBe(3);
  });

  it('makes the seeded picks mandatory with the spec message (422, nothing created)', async () => {
    const f = await groupPhase();
    const [, b, c, d] = f.participationIds;
    expectFieldError(
      await proceed(f, [null, b!, c!, d!]),
      'selectedParticipantIds',
      ROUND_ROBIN_MESSAGES.seededSelectionRequired,
    );
    expect((await categoryOf(t.db, f.categoryId)).roundRobinPhase).toBe('group');
    expect(
      await t.db.select().from(tournamentCategories).where(eq(tournamentCategories.tournamentId, f.tournamentId)),
    ).toHaveLength(1);
  });

  it('refuses when no knockout follows the groups, and a second time (409)', async () => {
    const none = await groupPhase('none');
    const refused = await proceed(none, none.participationIds.slice(0, 4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(DRAW_NOTICES.noKnockoutFollows);
    const f = await groupPhase();
    await proceed(f, f.participationIds.slice(0, 4));
    expect((await proceed(f, f.participationIds.slice(0, 4))).statusCode).toBe(409);
  });

  it('is refused to host 2 (403) and guests (401)', async () => {
    const f = await groupPhase();
    expect(
      (
        await as.host2.post(`${categoryPath(f)}/proceed-to-knockout-phase`, {
          selectedParticipantIds: f.participationIds.slice(0, 4),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as.guest.post(`${categoryPath(f)}/proceed-to-knockout-phase`, { selectedParticipantIds: [] })).statusCode,
    ).toBe(401);
  });
});

describe('group results once the knockout phase has started', () => {
  it('refuses to score or roll back a group match (409, Greek), so the standings stay as the knockout took them', async () => {
    const f = await groupPhase();
    const groupMatches = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentCategoryId, f.categoryId), isNotNull(matches.roundRobinGroupId)));
    const [played, unplayed] = groupMatches;
    expect((await as.host.post(`/api/matches/${played!.id}/score`, scores.straightSets)).statusCode).toBe(200);
    expect((await proceed(f, f.participationIds.slice(0, 4))).statusCode).toBe(200);

    const scored = await as.host.post(`/api/matches/${unplayed!.id}/score`, scores.straightSets);
    expect(scored.statusCode).toBe(409);
    expect(scored.json<{ message: string }>().message).toBe(DRAW_NOTICES.groupResultsLocked);
    const rolledBack = await as.host.post(`/api/matches/${played!.id}/rollback`);
    expect(rolledBack.statusCode).toBe(409);
    expect(rolledBack.json<{ message: string }>().message).toBe(DRAW_NOTICES.groupResultsLocked);

    const after = await t.db
      .select()
      .from(matches)
      .where(inArray(matches.id, [played!.id, unplayed!.id]));
    const groups = (
      await as.host.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data.groups;
    const offered = groups.flatMap((g) => g.groupMatches).map((m) => [m.permissions.score, m.permissions.rollback]);
    expect(offered.flat().some(Boolean)).toBe(false);
    expect(Object.fromEntries(after.map((m) => [m.id, m.state]))).toEqual({
      [played!.id]: 'concluded',
      [unplayed!.id]: 'initialized',
    });
  });
});
