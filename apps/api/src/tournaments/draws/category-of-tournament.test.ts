import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDraw } from '@tennis/contracts';
import { participations } from '../../db/schema/index.js';
import { buildPlayer } from '../../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryOf, categoryPath, type CategoryFixture } from './draw-test-fixtures.js';

// The draw and group calls name the tournament and the category: under a
// tournament the category does not belong to, even one the caller runs, every
// call answers 404 and the draw stays as it was.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** Two groups of four, a knockout of four to follow, and a late approved entrant not yet in a group. */
async function groupPhase() {
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
  const [late] = await t.db
    .insert(participations)
    .values({
      tournamentId: f.tournamentId,
      tournamentCategoryId: f.categoryId,
      playerId: player.id,
      state: 'approved',
    })
    .returning();
  return { ...f, draw: response.json<{ data: TCategoryDraw }>().data, lateId: late!.id };
}
type GroupPhase = Awaited<ReturnType<typeof groupPhase>>;

const calls: [string, 'post' | 'delete', (f: GroupPhase) => string, (f: GroupPhase) => object | undefined][] = [
  ['seed-participations', 'post', () => '/seed-participations', () => ({ seedCount: 1 })],
  ['assign-random-seeds', 'post', () => '/assign-random-seeds', () => undefined],
  ['initialize', 'post', () => '/initialize', () => ({ drawSize: 8, qualifierMatches: 0 })],
  ['proceed-all-byes', 'post', () => '/proceed-all-byes', () => undefined],
  ['add-qualifier-match', 'post', () => '/add-qualifier-match', () => undefined],
  ['add a group', 'post', () => '/round-robin-groups', () => ({ groupSize: 4 })],
  ['delete the last group', 'delete', (f) => `/round-robin-groups/${f.draw.groups[1]!.id}`, () => undefined],
  [
    'add a group participant',
    'post',
    (f) => `/round-robin-groups/${f.draw.groups[0]!.id}/add-participant`,
    (f) => ({ participationId: f.lateId }),
  ],
  [
    'remove a group participant',
    'delete',
    (f) =>
      `/round-robin-groups/${f.draw.groups[0]!.id}/group-participants/${f.draw.groups[0]!.groupParticipants[0]!.id}`,
    () => undefined,
  ],
  ['proceed-to-knockout-phase', 'post', () => '/proceed-to-knockout-phase', () => undefined],
];

const drawOf = async (f: CategoryFixture) =>
  (await as.host.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)).json<{ data: TCategoryDraw }>()
    .data;

describe('draw calls under /api/tournaments/{tournamentId}/tournament-categories/{categoryId}', () => {
  it.each(calls)(
    '%s answers 404 under another tournament of the same host and changes nothing',
    async (_name, method, suffix, body) => {
      const f = await groupPhase();
      const other = await buildCategoryFixture(t.db, { entrants: 0 });
      const before = { draw: await drawOf(f), category: await categoryOf(t.db, f.categoryId) };
      const url = `${categoryPath({ tournamentId: other.tournamentId, categoryId: f.categoryId })}${suffix(f)}`;
      const response = method === 'post' ? await as.host.post(url, body(f)) : await as.host.delete(url);
      expect(response.statusCode).toBe(404);
      expect({ draw: await drawOf(f), category: await categoryOf(t.db, f.categoryId) }).toEqual(before);
    },
  );

  it('answers 404 under a tournament that does not exist', async () => {
    const f = await groupPhase();
    const response = await as.admin.post(
      `${categoryPath({ tournamentId: 999_999, categoryId: f.categoryId })}/round-robin-groups`,
      { groupSize: 4 },
    );
    expect(response.statusCode).toBe(404);
    expect((await drawOf(f)).groups).toHaveLength(2);
  });

  it('still asks a guest to sign in (401) and refuses a player (403) before looking the category up', async () => {
    const f = await groupPhase();
    const other = await buildCategoryFixture(t.db, { entrants: 0 });
    const mismatched = `${categoryPath({ tournamentId: other.tournamentId, categoryId: f.categoryId })}/round-robin-groups`;
    expect((await as.guest.post(mismatched, { groupSize: 4 })).statusCode).toBe(401);
    expect((await as.player.post(mismatched, { groupSize: 4 })).statusCode).toBe(403);
  });

  it('has no second path: the old un-nested calls are gone, the public draw by id stays', async () => {
    const f = await groupPhase();
    expect(
      (
        await as.host.post(`/api/tournaments/tournament-categories/${f.categoryId}/round-robin-groups`, {
          groupSize: 4,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as.host.post(`/api/tournaments/tournament-categories/${f.categoryId}/proceed-to-knockout-phase`))
        .statusCode,
    ).toBe(404);
    expect((await drawOf(f)).groups).toHaveLength(2);
    expect((await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)).statusCode).toBe(200);
  });
});
