import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, type TCategoryDrawResponse } from '@tennis/contracts';
import { matches, participations } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { buildPlayer } from '../../test/build-records.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
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

async function groupsOf(entrants: number, groupCount = 2) {
  const f = await buildCategoryFixture(t.db, { entrants });
  const response = await as.host.post(`${categoryPath(f)}/initialize`, {
    roundRobin: true,
    groupCount,
    groupSize: 4,
    drawFollowUp: 'none',
  });
  expect(response.statusCode).toBe(200);
  return { ...f, draw: response.json<TCategoryDrawResponse>().data };
}
const base = (f: CategoryFixture) => `${categoryPath(f)}/round-robin-groups`;

describe('round-robin groups while the group phase runs', () => {
  it('adds an empty group Γ after Α and Β, and deletes only the last one', async () => {
    const f = await groupsOf(8);
    const added = await as.host.post(base(f), { groupSize: 4 });
    expect(added.statusCode).toBe(200);
    const groups = added.json<TCategoryDrawResponse>().data.groups;
    expect(groups.map((g) => g.letter)).toEqual(['Α', 'Β', 'Γ']);
    const notLast = await as.host.delete(`${base(f)}/${groups[0]!.id}`);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json<{ message: string }>().message).toBe(DRAW_NOTICES.onlyLastGroup);
    const deleted = await as.host.delete(`${base(f)}/${groups[2]!.id}`);
    expect(deleted.json<TCategoryDrawResponse>().data.groups.map((g) => g.letter)).toEqual(['Α', 'Β']);
  });

  it('refuses to delete a group that has results (409, matches kept)', async () => {
    const f = await groupsOf(8);
    const last = f.draw.groups[1]!;
    await as.host.post(`/api/matches/${last.groupMatches[0]!.id}/score`, scores.straightSets);
    const response = await as.host.delete(`${base(f)}/${last.id}`);
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(matches).where(eq(matches.roundRobinGroupId, last.id))).toHaveLength(6);
  });

  it('adds a late entrant with a match against every member, and removes them again', async () => {
    const f = await groupsOf(6);
    const player = await buildPlayer(t.db);
    const [late] = await t.db
      .insert(participations)
      .values({
        tournamentId: f.tournamentId,
        tournamentCategoryId: f.categoryId,
        playerId: player.id,
        state: 'approved',
      })
      .returning();
    const group = f.draw.groups[0]!;
    const added = await as.host.post(`${base(f)}/${group.id}/add-participant`, { participationId: late!.id });
    expect(added.statusCode).toBe(200);
    const after = added.json<TCategoryDrawResponse>().data.groups[0]!;
    expect(after.groupParticipants).toHaveLength(group.groupParticipants.length + 1);
    expect(after.groupMatches).toHaveLength(group.groupMatches.length + group.groupParticipants.length);
    const again = await as.host.post(`${base(f)}/${f.draw.groups[1]!.id}/add-participant`, {
      participationId: late!.id,
    });
    expect(again.statusCode).toBe(409);
    const member = after.groupParticipants.find((p) => p.participationId === late!.id)!;
    const removed = await as.host.delete(`${base(f)}/${group.id}/group-participants/${member.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TCategoryDrawResponse>().data.groups[0]!.groupMatches).toHaveLength(group.groupMatches.length);
  });

  it('refuses an entrant who is not approved in the category with 422', async () => {
    const f = await groupsOf(6);
    const player = await buildPlayer(t.db);
    const [pending] = await t.db
      .insert(participations)
      .values({
        tournamentId: f.tournamentId,
        tournamentCategoryId: f.categoryId,
        playerId: player.id,
        state: 'pending',
      })
      .returning();
    expectFieldError(
      await as.host.post(`${base(f)}/${f.draw.groups[0]!.id}/add-participant`, { participationId: pending!.id }),
      'participationId',
      DRAW_NOTICES.notAnApprovedEntrant,
    );
  });

  it('refuses to remove a participant with a result (409)', async () => {
    const f = await groupsOf(8);
    const group = f.draw.groups[0]!;
    const match = group.groupMatches[0]!;
    await as.host.post(`/api/matches/${match.id}/score`, scores.straightSets);
    const member = group.groupParticipants.find((p) => p.displayName === match.home.displayName)!;
    const response = await as.host.delete(`${base(f)}/${group.id}/group-participants/${member.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_NOTICES.participantHasResults);
  });

  it('refuses group changes on a knockout category (409) and to host 2 (403) and guests (401)', async () => {
    const knockout = await buildCategoryFixture(t.db, { entrants: 4 });
    await as.host.post(`${categoryPath(knockout)}/initialize`, { drawSize: 4, qualifierMatches: 0 });
    expect((await as.host.post(base(knockout), {})).statusCode).toBe(409);
    const f = await groupsOf(8);
    expect((await as.host2.post(base(f), {})).statusCode).toBe(403);
    expect((await as.guest.post(base(f), {})).statusCode).toBe(401);
    expect((await as.player.delete(`${base(f)}/${f.draw.groups[1]!.id}`)).statusCode).toBe(403);
  });

  it('names a group, shows the name, and an empty name gives back the letter', async () => {
    const f = await groupsOf(8);
    const group = f.draw.groups[1]!;
    const named = await as.host.put(`${base(f)}/${group.id}`, { nickname: '  Κόκκινος ' });
    expect(named.statusCode).toBe(200);
    expect(named.json<TCategoryDrawResponse>()).toMatchObject({ message: DRAW_NOTICES.groupRenamed });
    const renamed = named.json<TCategoryDrawResponse>().data.groups[1]!;
    expect(renamed).toMatchObject({ letter: 'Β', nickname: 'Κόκκινος', name: 'Κόκκινος' });
    const publicGroups = (
      await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data.groups;
    expect(publicGroups.map((g) => g.name)).toEqual(['Α', 'Κόκκινος']);
    const cleared = await as.host.put(`${base(f)}/${group.id}`, { nickname: '' });
    expect(cleared.json<TCategoryDrawResponse>().data.groups[1]).toMatchObject({ nickname: null, name: 'Β' });
  });

  it('refuses a name longer than 30 characters (422 in Greek) and a group of another category (404)', async () => {
    const f = await groupsOf(8);
    const other = await groupsOf(8);
    expectFieldError(
      await as.host.put(`${base(f)}/${f.draw.groups[0]!.id}`, { nickname: 'Ω'.repeat(31) }),
      'nickname',
      'Το όνομα του ομίλου πρέπει να έχει έως 30 χαρακτήρες',
    );
    expect((await as.host.put(`${base(f)}/${other.draw.groups[0]!.id}`, { nickname: 'Χ' })).statusCode).toBe(404);
  });
});
