import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDraw } from '@tennis/contracts';
import { participations } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf, type CategoryFixture } from './draw-test-fixtures.js';

// Who may do what with a draw of host 1: its back office (employee, host) and
// the admins; host 2's staff and players are refused, guests must sign in.
// Reading a visible draw and the order of play is public.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Two groups of the entrants made by host 1's host, and their draw. */
async function groupsOf(
  entrants: number,
  followUp: { drawFollowUp: 'none' } | { drawFollowUp: 'knockout'; drawFollowUpSize: number } = {
    drawFollowUp: 'none',
  },
) {
  const f = await buildCategoryFixture(t.db, { entrants });
  const response = await as.host.post(`${categoryPath(f)}/initialize`, {
    roundRobin: true,
    groupCount: 2,
    groupSize: 4,
    ...followUp,
  });
  return { ...f, draw: response.json<{ data: TCategoryDraw }>().data };
}
const groupsPath = (f: CategoryFixture) => `${categoryPath(f)}/round-robin-groups`;

const expected: Record<Who, { write: number; read: number }> = {
  guest: { write: 401, read: 200 },
  newuser: { write: 403, read: 200 },
  player: { write: 403, read: 200 },
  employee: { write: 200, read: 200 },
  host: { write: 200, read: 200 },
  host2: { write: 403, read: 200 },
  admin: { write: 200, read: 200 },
  god: { write: 200, read: 200 },
};

describe.each(EVERYONE.map((who) => [who, expected[who]] as const))('%s', (who, status) => {
  it(`initialize → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 4 });
    expect((await as[who].post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 })).statusCode).toBe(
      status.write,
    );
  });

  it(`proceed-all-byes → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    expect((await as[who].post(`${categoryPath(f)}/proceed-all-byes`)).statusCode).toBe(status.write);
  });

  it(`proceed-bye → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 7, seeds: 1 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    const bye = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
    expect((await as[who].post(`/api/matches/${bye.id}/proceed-bye`)).statusCode).toBe(status.write);
  });

  it(`add-qualifier-match → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    expect((await as[who].post(`${categoryPath(f)}/add-qualifier-match`)).statusCode).toBe(status.write);
  });

  it(`add-qualifier-match on a chosen line → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    const bye = [...(await drawMatchesOf(t.db, f.categoryId)).values()].find((row) => row.awayCustomLabel === 'BYE')!;
    expect(
      (await as[who].post(`${categoryPath(f)}/add-qualifier-match`, { matchId: bye.id, side: 'away' })).statusCode,
    ).toBe(status.write);
  });

  it(`assign-random-seeds → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    expect((await as[who].post(`${categoryPath(f)}/assign-random-seeds`)).statusCode).toBe(status.write);
  });

  it(`add round-robin group → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    await as.host.post(`${categoryPath(f)}/initialize`, {
      roundRobin: true,
      groupCount: 2,
      groupSize: 3,
      drawFollowUp: 'none',
    });
    expect((await as[who].post(`${categoryPath(f)}/round-robin-groups`, { groupSize: 4 })).statusCode).toBe(
      status.write,
    );
  });

  it(`seed-participations → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5, seeds: 2 });
    expect((await as[who].post(`${categoryPath(f)}/seed-participations`, { seedCount: 2 })).statusCode).toBe(
      status.write,
    );
  });

  it(`delete the last round-robin group → ${status.write}`, async () => {
    const f = await groupsOf(6);
    expect((await as[who].delete(`${groupsPath(f)}/${f.draw.groups[1]!.id}`)).statusCode).toBe(status.write);
  });

  it(`add a participant to a group → ${status.write}`, async () => {
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
    const response = await as[who].post(`${groupsPath(f)}/${f.draw.groups[0]!.id}/add-participant`, {
      participationId: late!.id,
    });
    expect(response.statusCode).toBe(status.write);
  });

  it(`rename a round-robin group → ${status.write}`, async () => {
    const f = await groupsOf(6);
    const response = await as[who].put(`${groupsPath(f)}/${f.draw.groups[0]!.id}`, { nickname: 'Κόκκινος' });
    expect(response.statusCode).toBe(status.write);
  });

  it(`withdraw a group participant → ${status.write}`, async () => {
    const f = await groupsOf(6);
    const group = f.draw.groups[0]!;
    const response = await as[who].post(
      `${groupsPath(f)}/${group.id}/group-participants/${group.groupParticipants[0]!.id}/withdraw`,
    );
    expect(response.statusCode).toBe(status.write);
  });

  it(`bring in an alternate → ${status.write}`, async () => {
    const f = await groupsOf(6);
    const group = f.draw.groups[0]!;
    const leaver = group.groupParticipants[0]!;
    await as.host.post(`${groupsPath(f)}/${group.id}/group-participants/${leaver.id}/withdraw`);
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
    const response = await as[who].post(`${groupsPath(f)}/${group.id}/group-participants/${leaver.id}/alternate`, {
      participationId: alternate!.id,
    });
    expect(response.statusCode).toBe(status.write);
  });

  it(`cancel a group match → ${status.write}`, async () => {
    const f = await groupsOf(6);
    const group = f.draw.groups[0]!;
    const response = await as[who].post(
      `${groupsPath(f)}/${group.id}/group-matches/${group.groupMatches[0]!.id}/cancel`,
    );
    expect(response.statusCode).toBe(status.write);
  });

  it(`remove a group participant → ${status.write}`, async () => {
    const f = await groupsOf(6);
    const group = f.draw.groups[0]!;
    expect(
      (await as[who].delete(`${groupsPath(f)}/${group.id}/group-participants/${group.groupParticipants[0]!.id}`))
        .statusCode,
    ).toBe(status.write);
  });

  it(`proceed-to-knockout-phase → ${status.write}`, async () => {
    const f = await groupsOf(8, { drawFollowUp: 'knockout', drawFollowUpSize: 4 });
    const response = await as[who].post(`${categoryPath(f)}/proceed-to-knockout-phase`);
    expect(response.statusCode).toBe(status.write);
  });

  it(`live-streaming-url → ${status.write}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 4 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 4, qualifierMatches: 0 });
    const id = (await drawMatchesOf(t.db, f.categoryId)).get(1)!.id;
    expect(
      (await as[who].post(`/api/matches/${id}/live-streaming-url`, { liveStreamingUrl: 'https://live.example.gr/1' }))
        .statusCode,
    ).toBe(status.write);
  });

  it(`draw → ${status.read}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 4 });
    expect((await as[who].get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)).statusCode).toBe(
      status.read,
    );
  });

  it(`order of play → ${status.read}`, async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 0 });
    expect((await as[who].get(`/api/tournaments/${f.tournamentId}/order-of-play?date=2026-11-21`)).statusCode).toBe(
      status.read,
    );
  });
});
