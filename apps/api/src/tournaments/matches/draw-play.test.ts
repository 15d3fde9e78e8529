import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDrawResponse } from '@tennis/contracts';
import { DRAW_MESSAGES } from '@tennis/domain';
import { matches, tournaments } from '../../db/schema/index.js';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryOf, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';
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

async function initialized(options: { entrants: number; seeds?: number; drawSize: number }) {
  const f = await buildCategoryFixture(t.db, options);
  const response = await as.host.post(`${categoryPath(f)}/initialize`, {
    drawSize: options.drawSize,
    qualifierMatches: 0,
  });
  expect(response.statusCode).toBe(200);
  return f;
}

const score = (id: number) => as.host.post(`/api/matches/${id}/score`, scores.straightSets);

describe('byes', () => {
  it('proceed-all-byes advances every bye entrant into the second round', async () => {
    const f = await initialized({ entrants: 6, seeds: 2, drawSize: 8 });
    const response = await as.host.post(`${categoryPath(f)}/proceed-all-byes`);
    expect(response.statusCode).toBe(200);
    const rows = await drawMatchesOf(t.db, f.categoryId);
    expect(rows.get(1)).toMatchObject({ state: 'concluded', winner: 0 });
    expect(rows.get(5)!.homeParticipationId).toBe(rows.get(1)!.homeParticipationId);
    expect(rows.get(6)!.awayParticipationId).toBe(rows.get(4)!.awayParticipationId);
    const draw = response.json<TCategoryDrawResponse>().data;
    expect(draw.matches[0]).toMatchObject({ state: 'concluded', canBeRolledBack: false });
  });

  it('proceed-bye advances one bye match and refuses it again with 409', async () => {
    const f = await initialized({ entrants: 7, seeds: 1, drawSize: 8 });
    const bye = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
    expect(bye.isBye).toBe(true);
    const first = await as.employee.post(`/api/matches/${bye.id}/proceed-bye`);
    expect(first.statusCode).toBe(200);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(5)!.homeParticipationId).toBe(bye.homeParticipationId);
    const again = await as.employee.post(`/api/matches/${bye.id}/proceed-bye`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(DRAW_MESSAGES.matchConcluded);
  });

  it('refuses proceed-bye on a match without a bye with 409', async () => {
    const f = await initialized({ entrants: 8, drawSize: 8 });
    const match = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
    const response = await as.host.post(`/api/matches/${match.id}/proceed-bye`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAByeMatch);
  });
});

describe('results move the draw', () => {
  it('a concluded match puts its winner in the next match; the final ends the category with winner and finalist', async () => {
    const f = await initialized({ entrants: 4, drawSize: 4 });
    const rows = await drawMatchesOf(t.db, f.categoryId);
    expect((await score(rows.get(1)!.id)).statusCode).toBe(200);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(3)).toMatchObject({
      homeParticipationId: rows.get(1)!.homeParticipationId,
      state: 'uninitialized',
    });
    await score(rows.get(2)!.id);
    const final = (await drawMatchesOf(t.db, f.categoryId)).get(3)!;
    expect(final).toMatchObject({ awayParticipationId: rows.get(2)!.homeParticipationId, state: 'initialized' });
    await score(final.id);
    expect(await categoryOf(t.db, f.categoryId)).toMatchObject({
      state: 'concluded',
      winnerParticipationId: rows.get(1)!.homeParticipationId,
      finalistParticipationId: rows.get(2)!.homeParticipationId,
    });
    const draw = (
      await as.guest.get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)
    ).json<TCategoryDrawResponse>().data;
    expect(draw.hasComeToAnEnd).toBe(true);
    expect(draw.winner).not.toBeNull();
    expect(draw.finalist).not.toBeNull();
  });

  it('a rollback takes the winner back out of the next match', async () => {
    const f = await initialized({ entrants: 4, drawSize: 4 });
    const rows = await drawMatchesOf(t.db, f.categoryId);
    await score(rows.get(1)!.id);
    const response = await as.host.post(`/api/matches/${rows.get(1)!.id}/rollback`);
    expect(response.statusCode).toBe(200);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(3)!.homeParticipationId).toBeNull();
  });

  it('refuses a rollback once the next match is played (409, nothing changed)', async () => {
    const f = await initialized({ entrants: 4, drawSize: 4 });
    const rows = await drawMatchesOf(t.db, f.categoryId);
    await score(rows.get(1)!.id);
    await score(rows.get(2)!.id);
    await score((await drawMatchesOf(t.db, f.categoryId)).get(3)!.id);
    const response = await as.host.post(`/api/matches/${rows.get(1)!.id}/rollback`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.nextMatchPlayed);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(1)).toMatchObject({ state: 'concluded', s1Home: 6 });
    expect((await categoryOf(t.db, f.categoryId)).state).toBe('concluded');
  });

  describeConcurrency('two scorings at once', () => {
    it('lets exactly one of two back-office users scoring the same match at once through; the winner moves on once', async () => {
      const f = await initialized({ entrants: 4, drawSize: 4 });
      const match = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
      const [first, second] = await Promise.all([
        as.host.post(`/api/matches/${match.id}/score`, scores.straightSets),
        as.employee.post(`/api/matches/${match.id}/score`, scores.superTieBreak),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const rows = await drawMatchesOf(t.db, f.categoryId);
      const winnerId = rows.get(1)!.winner === 0 ? match.homeParticipationId : match.awayParticipationId;
      expect(rows.get(1)).toMatchObject({ state: 'concluded', version: match.version + 1 });
      // The final holds the winner on its home side, and nobody else.
      expect(rows.get(3)).toMatchObject({ homeParticipationId: winnerId, awayParticipationId: null });
    });
  });

  it('refuses to score a match of an archived tournament (409, nothing changed)', async () => {
    const f = await initialized({ entrants: 4, drawSize: 4 });
    await t.db.update(tournaments).set({ state: 'archived' }).where(eq(tournaments.id, f.tournamentId));
    const match = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
    const response = await score(match.id);
    expect(response.statusCode).toBe(409);
    expect((await t.db.select().from(matches).where(eq(matches.id, match.id)))[0]).toMatchObject({
      state: 'initialized',
      winner: null,
      s1Home: null,
    });
  });
});

describe('GET /api/tournaments/{tournamentId}/order-of-play', () => {
  it("lists the day's matches in time order and nothing from other days", async () => {
    const f = await initialized({ entrants: 4, drawSize: 4 });
    const rows = await drawMatchesOf(t.db, f.categoryId);
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date('2026-11-23T17:00:00Z') })
      .where(eq(matches.id, rows.get(1)!.id));
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date('2026-11-23T08:00:00Z') })
      .where(eq(matches.id, rows.get(2)!.id));
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date('2026-11-24T08:00:00Z') })
      .where(eq(matches.id, rows.get(3)!.id));
    const response = await as.guest.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=2026-11-23`);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: { matches: { id: number; scheduledAt: string }[] } }>().data;
    expect(data.matches.map((m) => m.id)).toEqual([rows.get(2)!.id, rows.get(1)!.id]);
    expect(data.matches[0]!.scheduledAt).toBe('2026-11-23 10:00:00');
    const empty = await as.guest.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=2026-11-25`);
    expect(empty.json<{ data: { matches: unknown[] } }>().data.matches).toEqual([]);
  });

  it('refuses a malformed date with 422 and an unknown tournament with 404', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 0 });
    expect((await as.guest.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=23-11-2026`)).statusCode).toBe(
      422,
    );
    expect((await as.guest.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=2026-02-31`)).statusCode).toBe(
      422,
    );
    expect((await as.guest.get('/api/tournaments/999999/order-of-play?date=2026-11-23')).statusCode).toBe(404);
  });
});
