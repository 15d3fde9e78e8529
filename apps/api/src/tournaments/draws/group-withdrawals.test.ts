import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, type TCategoryDrawResponse } from '@tennis/contracts';
import { matches, participations } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { buildPlayer } from '../../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, type CategoryFixture } from './draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Two groups of 4, a knockout of 4 after them, and one approved entrant left out for an alternate. */
async function groupsWithAlternate() {
  const f = await buildCategoryFixture(t.db, { entrants: 8 });
  const response = await as.host.post(`${categoryPath(f)}/initialize`, {
    roundRobin: true,
    groupCount: 2,
    groupSize: 4,
    drawFollowUp: 'knockout',
    drawFollowUpSize: 4,
  });
  expect(response.statusCode).toBe(200);
  const player = await buildPlayer(t.db);
  const [alternate] = await t.db
    .insert(participations)
    .values({
      tournamentId: f.tournamentId,
      tournamentCategoryId: f.categoryId,
      playerId: player.id,
      state: 'approved',
    })
    .returning();
  return { ...f, group: response.json<TCategoryDrawResponse>().data.groups[0]!, alternateId: alternate!.id };
}
const groupPath = (f: CategoryFixture, groupId: number) => `${categoryPath(f)}/round-robin-groups/${groupId}`;
const drawOf = async (f: CategoryFixture) =>
  (await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)).json<TCategoryDrawResponse>()
    .data;

describe('withdrawals and alternates in a group', () => {
  it('withdraws a player: the played match stays, the unplayed ones are cancelled, they rank last, marked', async () => {
    const f = await groupsWithAlternate();
    const leaver = f.group.groupParticipants[0]!;
    const theirs = f.group.groupMatches.filter(
      (m) => m.home.displayName === leaver.displayName || m.away.displayName === leaver.displayName,
    );
    expect(theirs).toHaveLength(3);
    expect((await as.host.post(`/api/matches/${theirs[0]!.id}/score`, scores.straightSets)).statusCode).toBe(200);

    const response = await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver.id}/withdraw`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCategoryDrawResponse>().message).toBe(DRAW_NOTICES.participantWithdrawn);
    const group = (await drawOf(f)).groups[0]!;
    expect(group.groupMatches.map((m) => m.id)).toEqual(
      f.group.groupMatches.filter((m) => m.id === theirs[0]!.id || !theirs.includes(m)).map((m) => m.id),
    );
    expect(group.groupParticipants.at(-1)).toMatchObject({ id: leaver.id, withdrawn: true, rank: 4 });
    expect(group.groupParticipants.filter((p) => p.withdrawn)).toHaveLength(1);

    const again = await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(DRAW_NOTICES.alreadyWithdrawn);
  });

  it('brings in an alternate for the matches left, only in place of a withdrawn player', async () => {
    const f = await groupsWithAlternate();
    const [leaver, stayer] = f.group.groupParticipants;
    const refused = await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${stayer!.id}/alternate`, {
      participationId: f.alternateId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(DRAW_NOTICES.notWithdrawn);

    const played = f.group.groupMatches.find(
      (m) => m.home.displayName === leaver!.displayName || m.away.displayName === leaver!.displayName,
    )!;
    await as.host.post(`/api/matches/${played.id}/score`, scores.straightSets);
    await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver!.id}/withdraw`);
    const response = await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver!.id}/alternate`, {
      participationId: f.alternateId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TCategoryDrawResponse>().message).toBe(DRAW_NOTICES.alternateAdded);
    // The leaver played one of three: the alternate plays the other two members.
    const alternateMatches = await t.db.select().from(matches).where(eq(matches.awayParticipationId, f.alternateId));
    expect(alternateMatches).toHaveLength(2);
    const group = (await drawOf(f)).groups[0]!;
    expect(group.groupParticipants).toHaveLength(5);
    expect(group.groupParticipants.find((p) => p.participationId === f.alternateId)).toMatchObject({
      withdrawn: false,
      replaced: false,
    });
    expect(group.groupParticipants.find((p) => p.id === leaver!.id)).toMatchObject({ withdrawn: true, replaced: true });

    // The place is taken: a second alternate for it would play the same matches again.
    const second = await t.db
      .insert(participations)
      .values({
        tournamentId: f.tournamentId,
        tournamentCategoryId: f.categoryId,
        playerId: (await buildPlayer(t.db)).id,
        state: 'approved',
      })
      .returning();
    const again = await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver!.id}/alternate`, {
      participationId: second[0]!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(DRAW_NOTICES.alreadyReplaced);
    expect((await drawOf(f)).groups[0]!.groupParticipants).toHaveLength(5);
  });

  it('cancels an unplayed group match, refuses one with a result (409), and all of it once the knockout started', async () => {
    const f = await groupsWithAlternate();
    const [first, second] = f.group.groupMatches;
    await as.host.post(`/api/matches/${first!.id}/score`, scores.straightSets);
    const refused = await as.host.post(`${groupPath(f, f.group.id)}/group-matches/${first!.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(DRAW_NOTICES.matchHasResult);
    const cancelled = await as.host.post(`${groupPath(f, f.group.id)}/group-matches/${second!.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await t.db.select().from(matches).where(eq(matches.id, second!.id))).toEqual([]);

    expect((await as.host.post(`${categoryPath(f)}/proceed-to-knockout-phase`)).statusCode).toBe(200);
    const late = await as.host.post(
      `${groupPath(f, f.group.id)}/group-participants/${f.group.groupParticipants[1]!.id}/withdraw`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(DRAW_NOTICES.notInGroupPhase);
  });

  it('leaves a withdrawn player out of the knockout: the next in their group goes through', async () => {
    const f = await groupsWithAlternate();
    const leaver = f.group.groupParticipants[0]!;
    await as.host.post(`${groupPath(f, f.group.id)}/group-participants/${leaver.id}/withdraw`);
    const knockout = (await as.host.post(`${categoryPath(f)}/proceed-to-knockout-phase`)).json<TCategoryDrawResponse>()
      .data;
    const names = knockout.matches.slice(0, 2).flatMap((m) => [m.home.displayName, m.away.displayName]);
    expect(names).not.toContain(leaver.displayName);
    expect(names).toHaveLength(4);
  });
});
