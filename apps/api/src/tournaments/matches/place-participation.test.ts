import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_NOTICES, REQUIRED, type TCategoryDrawResponse } from '@tennis/contracts';
import { DRAW_MESSAGES } from '@tennis/domain';
import { participations, tournaments } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** An 8-draw of 8 entrants with the away entrant of match 2 taken out: one open line, one unplaced entrant. */
async function drawWithOpenLine() {
  const f = await buildCategoryFixture(t.db, { entrants: 8 });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 })).statusCode).toBe(
    200,
  );
  const match = (await drawMatchesOf(t.db, f.categoryId)).get(2)!;
  const removed = await as.host.post(`/api/matches/${match.id}/remove-participation/away`);
  expect(removed.statusCode).toBe(200);
  return { ...f, match, removedId: match.awayParticipationId!, draw: removed.json<TCategoryDrawResponse>().data };
}
const place = (agent: Agent, matchId: number, side: string, body: object) =>
  agent.post(`/api/matches/${matchId}/place-participation/${side}`, body);
const draw = (agent: Agent, categoryId: number) =>
  agent.get(`/api/tournaments/tournament-categories/${categoryId}/draw`);

describe('the unplaced participations of a draw', () => {
  it('lists an entrant taken out of a slot, for the back office only', async () => {
    const f = await drawWithOpenLine();
    expect(f.draw.unplacedParticipations).toEqual([
      { participationId: f.removedId, displayName: expect.any(String), seed: null },
    ]);
    expect(f.draw.unplacedParticipations[0]!.displayName).not.toBe('');
    expect((await draw(as.guest, f.categoryId)).json<TCategoryDrawResponse>().data.unplacedParticipations).toEqual([]);
  });

  it('lists a late entrant of a round-robin category until they are put in a group', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 6 });
    const initialized = await as.host.post(`${categoryPath(f)}/initialize`, {
      roundRobin: true,
      groupCount: 2,
      groupSize: 3,
      drawFollowUp: 'none',
    });
    expect(initialized.json<TCategoryDrawResponse>().data.unplacedParticipations).toEqual([]);
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
    const before = (await draw(as.host, f.categoryId)).json<TCategoryDrawResponse>().data;
    expect(before.unplacedParticipations.map((u) => u.participationId)).toEqual([late!.id]);
    const added = await as.host.post(`${categoryPath(f)}/round-robin-groups/${before.groups[0]!.id}/add-participant`, {
      participationId: late!.id,
    });
    expect(added.json<TCategoryDrawResponse>().data.unplacedParticipations).toEqual([]);
  });
});

describe('POST /api/matches/{id}/place-participation/{homeAway}', () => {
  it('puts the unplaced entrant back on the open line, ready to play', async () => {
    const f = await drawWithOpenLine();
    const response = await place(as.host, f.match.id, 'away', { participationId: f.removedId });
    expect(response.statusCode).toBe(200);
    expect(response.json<TCategoryDrawResponse>().message).toBe(DRAW_NOTICES.participationPlaced);
    expect(response.json<TCategoryDrawResponse>().data.unplacedParticipations).toEqual([]);
    const row = (await drawMatchesOf(t.db, f.categoryId)).get(2)!;
    expect(row).toMatchObject({
      awayParticipationId: f.removedId,
      awayPlayer1Id: f.match.awayPlayer1Id,
      state: 'initialized',
      version: f.match.version + 2,
    });
  });

  it('places a late entrant of the quick-add, with their player on the line', async () => {
    const f = await drawWithOpenLine();
    const player = await buildPlayer(t.db);
    const added = await as.host.post(`/api/tournaments/${f.tournamentId}/participations`, {
      type: 'singles',
      playerId: player.id,
      tournamentCategoryIds: [f.categoryId],
      approved: true,
    });
    const lateId = added.json<{ ids: number[] }>().ids[0]!;
    expect(
      (await draw(as.host, f.categoryId))
        .json<TCategoryDrawResponse>()
        .data.unplacedParticipations.map((u) => u.participationId)
        .sort(),
    ).toEqual([f.removedId, lateId].sort());
    expect((await place(as.host, f.match.id, 'away', { participationId: lateId })).statusCode).toBe(200);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(2)).toMatchObject({
      awayParticipationId: lateId,
      awayPlayer1Id: player.id,
    });
  });

  it('refuses a line that is not empty (409, nothing changed)', async () => {
    const f = await drawWithOpenLine();
    const response = await place(as.host, f.match.id, 'home', { participationId: f.removedId });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.slotNotEmpty);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(2)!.version).toBe(f.match.version + 1);
  });

  it('refuses an entrant who already has a line (409)', async () => {
    const f = await drawWithOpenLine();
    const placed = (await drawMatchesOf(t.db, f.categoryId)).get(1)!.homeParticipationId!;
    const response = await place(as.host, f.match.id, 'away', { participationId: placed });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.alreadyInDraw);
  });

  it('refuses a pending participation and one of another category with 422 on the field', async () => {
    const f = await drawWithOpenLine();
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
      await place(as.host, f.match.id, 'away', { participationId: pending!.id }),
      'participationId',
      DRAW_NOTICES.notAnApprovedEntrant,
    );
    const other = await buildCategoryFixture(t.db, { entrants: 1, tournamentId: f.tournamentId });
    expectFieldError(
      await place(as.host, f.match.id, 'away', { participationId: other.participationIds[0]! }),
      'participationId',
      DRAW_NOTICES.notAnApprovedEntrant,
    );
    expectFieldError(await place(as.host, f.match.id, 'away', {}), 'participationId', REQUIRED);
  });

  it('refuses a line of the second round (409): only entry matches take entrants', async () => {
    const f = await drawWithOpenLine();
    const second = (await drawMatchesOf(t.db, f.categoryId)).get(5)!;
    const response = await place(as.host, second.id, 'home', { participationId: f.removedId });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAnEntrySlot);
  });

  it('refuses once the tournament is archived (409)', async () => {
    const f = await drawWithOpenLine();
    await t.db.update(tournaments).set({ state: 'archived' }).where(eq(tournaments.id, f.tournamentId));
    expect((await place(as.host, f.match.id, 'away', { participationId: f.removedId })).statusCode).toBe(409);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(2)!.awayParticipationId).toBeNull();
  });

  it('is refused to host 2 (403), players (403) and guests (401)', async () => {
    const f = await drawWithOpenLine();
    const body = { participationId: f.removedId };
    expect((await place(as.host2, f.match.id, 'away', body)).statusCode).toBe(403);
    expect((await place(as.player, f.match.id, 'away', body)).statusCode).toBe(403);
    expect((await place(as.guest, f.match.id, 'away', body)).statusCode).toBe(401);
    expect((await place(as.employee, f.match.id, 'away', body)).statusCode).toBe(200);
  });
});
