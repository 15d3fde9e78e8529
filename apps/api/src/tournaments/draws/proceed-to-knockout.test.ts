import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, type TCategoryDrawResponse } from '@tennis/contracts';
import { CROSSOVER_MESSAGES } from '@tennis/domain';
import { matches, participations, tournamentCategories } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
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

async function groupPhase(followUp: 'knockout' | 'none' = 'knockout', groupCount = 2, drawFollowUpSize = 4) {
  const f = await buildCategoryFixture(t.db, { entrants: 4 * groupCount });
  const body = {
    roundRobin: true,
    groupCount,
    groupSize: 4,
    drawFollowUp: followUp,
    drawFollowUpSize: followUp === 'knockout' ? drawFollowUpSize : null,
  };
  const response = await as.host.post(`${categoryPath(f)}/initialize`, body);
  expect(response.statusCode).toBe(200);
  return { ...f, groups: response.json<TCategoryDrawResponse>().data.groups };
}
const proceed = (f: CategoryFixture) => as.host.post(`${categoryPath(f)}/proceed-to-knockout-phase`);

/** The player of each participation, knockout copies and group originals alike. */
async function playersOf(ids: number[]): Promise<Map<number, number>> {
  const rows = await t.db.select().from(participations).where(inArray(participations.id, ids));
  return new Map(rows.map((row) => [row.id, row.playerId]));
}

/** Scores every match of a group so that `champion` wins all of theirs and the home side the rest. */
async function scoreGroup(matchIds: { id: number; home: number; away: number }[], champion: number) {
  for (const m of matchIds) {
    const championAway = m.away === champion;
    const body = championAway
      ? { ...scores.straightSets, s1: scores.part(4, 6), s2: scores.part(3, 6) }
      : scores.straightSets;
    expect((await as.host.post(`/api/matches/${m.id}/score`, body)).statusCode).toBe(200);
  }
}

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/proceed-to-knockout-phase', () => {
  it('pairs the groups by the crossover table, Α1–Β2 and Α2–Β1, the group winners seeded, and ends the group phase', async () => {
    const f = await groupPhase();
    // Group Α's last-placed entrant wins every match, so the standings differ from the draw order.
    const groupA = f.groups[0]!;
    const champion = groupA.groupParticipants.at(-1)!.participationId;
    const rows = await t.db.select().from(matches).where(eq(matches.roundRobinGroupId, groupA.id));
    await scoreGroup(
      rows.map((r) => ({ id: r.id, home: r.homeParticipationId!, away: r.awayParticipationId! })),
      champion,
    );
    const standings = (
      await as.host.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data.groups;
    const [a1, a2] = standings[0]!.groupParticipants.map((p) => p.participationId);
    const [b1, b2] = standings[1]!.groupParticipants.map((p) => p.participationId);
    expect(a1).toBe(champion);
    // The groups were played best of three: so is the knockout after them.
    await t.db
      .update(tournamentCategories)
      .set({ matchFormat: 'SET3-S:6/TB7' })
      .where(eq(tournamentCategories.id, f.categoryId));

    const response = await proceed(f);
    expect(response.statusCode).toBe(200);
    const knockout = response.json<TCategoryDrawResponse>().data;
    expect(knockout).toMatchObject({ initialized: true, drawSize: 4, roundRobin: false });
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({
      roundRobinPhase: 'knockout',
      knockoutPhaseCategoryId: knockout.id,
    });
    expect((await categoryOf(t.db, knockout.id)).matchFormat).toBe('SET3-S:6/TB7');
    const firstRound = [...(await drawMatchesOf(t.db, knockout.id)).values()]
      .filter((m) => m.tournamentPhase !== 2 && m.aa !== 3)
      .sort((x, y) => x.aa! - y.aa!);
    const players = await playersOf([
      a1!,
      a2!,
      b1!,
      b2!,
      ...firstRound.flatMap((m) => [m.homeParticipationId!, m.awayParticipationId!]),
    ]);
    const lines = firstRound.flatMap((m) => [players.get(m.homeParticipationId!), players.get(m.awayParticipationId!)]);
    expect(lines).toEqual([a1, b2, a2, b1].map((id) => players.get(id!)));
    expect(knockout.matches[0]).toMatchObject({ homeSeed: 1, awaySeed: null });
    expect(knockout.matches[1]).toMatchObject({ homeSeed: null, awaySeed: 2 });
  });

  it('refuses more groups than the knockout has lines (409, Greek, nothing created)', async () => {
    const f = await groupPhase('knockout', 4, 2);
    const refused = await proceed(f);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(CROSSOVER_MESSAGES.tooManyGroups);
    expect((await categoryOf(t.db, f.categoryId)).roundRobinPhase).toBe('group');
    expect(
      await t.db.select().from(tournamentCategories).where(eq(tournamentCategories.tournamentId, f.tournamentId)),
    ).toHaveLength(1);
  });

  it('refuses when no knockout follows the groups, and a second time (409)', async () => {
    const none = await groupPhase('none');
    const refused = await proceed(none);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(DRAW_NOTICES.noKnockoutFollows);
    const f = await groupPhase();
    expect((await proceed(f)).statusCode).toBe(200);
    expect((await proceed(f)).statusCode).toBe(409);
  });

  it('is refused to host 2 (403) and guests (401)', async () => {
    const f = await groupPhase();
    expect((await as.host2.post(`${categoryPath(f)}/proceed-to-knockout-phase`)).statusCode).toBe(403);
    expect((await as.guest.post(`${categoryPath(f)}/proceed-to-knockout-phase`)).statusCode).toBe(401);
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
    expect((await proceed(f)).statusCode).toBe(200);

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
