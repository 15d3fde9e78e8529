import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDrawResponse } from '@tennis/contracts';
import { ROUND_ROBIN_MESSAGES } from '@tennis/domain';
import { matches, participations, roundRobinGroups } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryOf, categoryPath, type CategoryFixture } from './draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

const groupsBody = (values: object = {}) => ({
  roundRobin: true,
  groupCount: 2,
  groupSize: 4,
  drawFollowUp: 'knockout',
  drawFollowUpSize: 4,
  ...values,
});
const initialize = (f: CategoryFixture, body: object) => as.host.post(`${categoryPath(f)}/initialize`, body);

describe('round-robin initialisation', () => {
  it('makes lettered groups with the seeds apart and every pair of a group given one match', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 8, seeds: 2 });
    const response = await initialize(f, groupsBody());
    expect(response.statusCode).toBe(200);
    const draw = response.json<TCategoryDrawResponse>().data;
    expect(draw).toMatchObject({ roundRobin: true, roundRobinPhase: 'group', initialized: true });
    expect(draw.groups.map((g) => [g.letter, g.groupParticipants.length, g.groupMatches.length])).toEqual([
      ['Α', 4, 6],
      ['Β', 4, 6],
    ]);
    const seedGroups = draw.groups.map(
      (g) => g.groupParticipants.filter((p) => f.participationIds.slice(0, 2).includes(p.participationId)).length,
    );
    expect(seedGroups).toEqual([1, 1]);
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({
      groupCount: 2,
      groupSize: 4,
      drawFollowUp: true,
      drawFollowUpSize: 4,
    });
  });

  it('ranks a group by its results: a winner of two matches leads it', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    await initialize(f, groupsBody({ groupCount: 2, groupSize: 3, drawFollowUp: 'none', drawFollowUpSize: null }));
    const [group] = await t.db
      .select()
      .from(roundRobinGroups)
      .where(eq(roundRobinGroups.tournamentCategoryId, f.categoryId));
    const rows = await t.db.select().from(matches).where(eq(matches.roundRobinGroupId, group!.id));
    const leader = rows[0]!.homeParticipationId!;
    for (const row of rows.filter((r) => r.homeParticipationId === leader || r.awayParticipationId === leader)) {
      const body =
        row.homeParticipationId === leader
          ? scores.straightSets
          : { ...scores.straightSets, s1: scores.part(4, 6), s2: scores.part(3, 6) };
      expect((await as.host.post(`/api/matches/${row.id}/score`, body)).statusCode).toBe(200);
    }
    const draw = (
      await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data;
    expect(draw.groups[0]!.groupParticipants[0]).toMatchObject({
      participationId: leader,
      rank: 1,
      wins: 2,
      losses: 0,
      setWins: 4,
    });
    // The leader's name in the standings comes with its player, whose name links to the profile.
    const [leaderRow] = await t.db.select().from(participations).where(eq(participations.id, leader));
    expect(draw.groups[0]!.groupParticipants[0]!.players.map((p) => p.id)).toEqual([leaderRow!.playerId]);
  });

  it.each([
    ['no groups', { groupCount: 0 }, 'groupCount', ROUND_ROBIN_MESSAGES.invalidGroups],
    ['groups of 2', { groupSize: 2 }, 'groupSize', ROUND_ROBIN_MESSAGES.invalidGroups],
    ['no follow-up policy', { drawFollowUp: null }, 'drawFollowUp', ROUND_ROBIN_MESSAGES.followUpRequired],
    ['a knockout of 32', { drawFollowUpSize: 32 }, 'drawFollowUpSize', ROUND_ROBIN_MESSAGES.knockoutSizeRequired],
  ])('refuses %s with the Greek message (422, nothing stored)', async (_name, change, field, message) => {
    const f = await buildCategoryFixture(t.db, { entrants: 8 });
    expectFieldError(await initialize(f, groupsBody(change)), field, message);
    expect(
      await t.db.select().from(roundRobinGroups).where(eq(roundRobinGroups.tournamentCategoryId, f.categoryId)),
    ).toEqual([]);
    expect((await categoryOf(t.db, f.categoryId)).state).toBe('uninitialized');
  });

  it('refuses a second initialisation with 409', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 8 });
    await initialize(f, groupsBody());
    expect((await initialize(f, groupsBody())).statusCode).toBe(409);
    expect(
      await t.db.select().from(roundRobinGroups).where(eq(roundRobinGroups.tournamentCategoryId, f.categoryId)),
    ).toHaveLength(2);
  });
});
