import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDrawResponse } from '@tennis/contracts';
import { DRAW_MESSAGES } from '@tennis/domain';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
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

async function initialized(entrants: number, qualifierMatches: number) {
  const f = await buildCategoryFixture(t.db, { entrants });
  const response = await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches });
  expect(response.statusCode).toBe(200);
  return f;
}

async function qualifierSlot(categoryId: number, qualifier: number) {
  const rows = [...(await drawMatchesOf(t.db, categoryId)).values()];
  const row = rows.find((r) => r.homeQualifierNumber === qualifier || r.awayQualifierNumber === qualifier)!;
  return { row, side: row.homeQualifierNumber === qualifier ? ('home' as const) : ('away' as const) };
}

describe('POST /api/tournaments/{tournamentId}/tournament-categories/{categoryId}/add-qualifier-match', () => {
  it('turns a bye line into Q1 with its qualifier match −1', async () => {
    const f = await initialized(5, 0);
    const response = await as.host.post(`${categoryPath(f)}/add-qualifier-match`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCategoryDrawResponse>().data.qualifierMatches.map((m) => m.aa)).toEqual([-1]);
    const rows = await drawMatchesOf(t.db, f.categoryId);
    const { row } = await qualifierSlot(f.categoryId, 1);
    expect(rows.get(-1)!.nextMatchId).toBe(row.id);
  });

  it('puts Q1 on the chosen bye line, not the one the server would pick', async () => {
    const f = await initialized(5, 0);
    const byeLines = [...(await drawMatchesOf(t.db, f.categoryId)).values()]
      .filter((row) => row.tournamentPhase === 8)
      .flatMap((row) =>
        (['home', 'away'] as const)
          .filter((side) => row[`${side}CustomLabel`] === 'BYE')
          .map((side) => ({ row, side })),
      );
    expect(byeLines.length).toBe(3);
    // The server's own pick takes the lowest unseeded bye first: choose the top one instead.
    const chosen = byeLines.sort((a, b) => a.row.aa! - b.row.aa!)[0]!;
    const response = await as.host.post(`${categoryPath(f)}/add-qualifier-match`, {
      matchId: chosen.row.id,
      side: chosen.side,
    });
    expect(response.statusCode).toBe(200);
    expect(await qualifierSlot(f.categoryId, 1)).toMatchObject({ row: { id: chosen.row.id }, side: chosen.side });
    expect((await drawMatchesOf(t.db, f.categoryId)).get(-1)!.nextMatchId).toBe(chosen.row.id);
  });

  it('refuses a chosen line that is not free with the Greek reason (409, nothing added)', async () => {
    const f = await initialized(5, 0);
    const taken = [...(await drawMatchesOf(t.db, f.categoryId)).values()].find(
      (row) => row.tournamentPhase === 8 && row.homeParticipationId !== null,
    )!;
    const response = await as.host.post(`${categoryPath(f)}/add-qualifier-match`, { matchId: taken.id, side: 'home' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAFreeLine);
    expect((await drawMatchesOf(t.db, f.categoryId)).has(-1)).toBe(false);
  });

  it('refuses a line of a later round (409) and a match of another category (422 on matchId)', async () => {
    const f = await initialized(5, 0);
    const other = await initialized(5, 0);
    const rows = [...(await drawMatchesOf(t.db, f.categoryId)).values()];
    const semiFinal = rows.find((row) => row.tournamentPhase === 4)!;
    const later = await as.host.post(`${categoryPath(f)}/add-qualifier-match`, { matchId: semiFinal.id, side: 'away' });
    expect(later.statusCode).toBe(409);
    expect(later.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAnEntrySlot);
    const foreign = (await drawMatchesOf(t.db, other.categoryId)).get(1)!;
    const response = await as.host.post(`${categoryPath(f)}/add-qualifier-match`, {
      matchId: foreign.id,
      side: 'away',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { matchId: [DRAW_MESSAGES.matchNotFound] } });
    const badSide = await as.host.post(`${categoryPath(f)}/add-qualifier-match`, {
      matchId: rows[0]!.id,
      side: 'left',
    });
    expect(badSide.statusCode).toBe(422);
    expect(badSide.json()).toMatchObject({ errors: { side: ['Επιλέξτε θέση στο ταμπλό'] } });
    expect((await drawMatchesOf(t.db, f.categoryId)).has(-1)).toBe(false);
  });

  it('refuses when no line is free (409, no match added)', async () => {
    const f = await initialized(8, 0);
    const response = await as.host.post(`${categoryPath(f)}/add-qualifier-match`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.noFreeLineForQualifier);
    expect((await drawMatchesOf(t.db, f.categoryId)).size).toBe(7);
  });
});

describe('POST /api/matches/{id}/kill-qualifier-slot/{homeAway}', () => {
  it('makes the slot a BYE and drops its qualifier match', async () => {
    const f = await initialized(6, 2);
    const { row, side } = await qualifierSlot(f.categoryId, 1);
    const response = await as.host.post(`/api/matches/${row.id}/kill-qualifier-slot/${side}`);
    expect(response.statusCode).toBe(200);
    const rows = await drawMatchesOf(t.db, f.categoryId);
    expect(rows.has(-1)).toBe(false);
    expect(rows.get(row.aa!)).toMatchObject({
      isBye: true,
      [`${side}QualifierNumber`]: null,
      [`${side}CustomLabel`]: 'BYE',
    });
    const draw = response.json<TCategoryDrawResponse>().data;
    expect(draw.matches.find((m) => m.aa === row.aa)![side === 'home' ? 'homeLabel' : 'awayLabel']).toBe('BYE');
  });

  it('refuses a side that is not a qualifier slot (409, nothing changed)', async () => {
    const f = await initialized(8, 0);
    const row = (await drawMatchesOf(t.db, f.categoryId)).get(1)!;
    const response = await as.host.post(`/api/matches/${row.id}/kill-qualifier-slot/home`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAQualifierSlot);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(1)).toMatchObject({ isBye: false, version: row.version });
  });

  it('refuses a side other than home or away with 422', async () => {
    const f = await initialized(6, 2);
    const { row } = await qualifierSlot(f.categoryId, 1);
    expect((await as.host.post(`/api/matches/${row.id}/kill-qualifier-slot/left`)).statusCode).toBe(422);
  });
});

describe('POST /api/matches/{id}/remove-qualifier-match', () => {
  it('removes an unplayed qualifier match and leaves its line open', async () => {
    const f = await initialized(6, 2);
    const qualifier = (await drawMatchesOf(t.db, f.categoryId)).get(-2)!;
    const { row, side } = await qualifierSlot(f.categoryId, 2);
    const response = await as.host.post(`/api/matches/${qualifier.id}/remove-qualifier-match`);
    expect(response.statusCode).toBe(200);
    const rows = await drawMatchesOf(t.db, f.categoryId);
    expect(rows.has(-2)).toBe(false);
    expect(rows.get(row.aa!)).toMatchObject({
      [`${side}QualifierNumber`]: null,
      [`${side}ParticipationId`]: null,
      [`${side}CustomLabel`]: null,
    });
  });

  it('refuses a main-draw match with 409', async () => {
    const f = await initialized(6, 2);
    const response = await as.host.post(
      `/api/matches/${(await drawMatchesOf(t.db, f.categoryId)).get(1)!.id}/remove-qualifier-match`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAQualifierMatch);
  });
});

describe('POST /api/matches/{id}/remove-participation/{homeAway}', () => {
  it('takes the entrant out of an unplayed first-round match, leaving an open line', async () => {
    const f = await initialized(8, 0);
    const row = (await drawMatchesOf(t.db, f.categoryId)).get(2)!;
    const response = await as.host.post(`/api/matches/${row.id}/remove-participation/away`);
    expect(response.statusCode).toBe(200);
    expect((await drawMatchesOf(t.db, f.categoryId)).get(2)).toMatchObject({
      awayParticipationId: null,
      awayPlayer1Id: null,
      state: 'uninitialized',
    });
    expect(response.json<TCategoryDrawResponse>().data.matches[1]!.awayLabel).toBe('-');
  });

  it('refuses a second-round match with 409', async () => {
    const f = await initialized(8, 0);
    const response = await as.host.post(
      `/api/matches/${(await drawMatchesOf(t.db, f.categoryId)).get(5)!.id}/remove-participation/home`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(DRAW_MESSAGES.notAnEntrySlot);
  });

  it('is refused to host 2 (403) and to guests (401)', async () => {
    const f = await initialized(8, 0);
    const id = (await drawMatchesOf(t.db, f.categoryId)).get(1)!.id;
    expect((await as.host2.post(`/api/matches/${id}/remove-participation/home`)).statusCode).toBe(403);
    expect((await as.guest.post(`/api/matches/${id}/remove-participation/home`)).statusCode).toBe(401);
    expect((await as.player.post(`/api/matches/${id}/remove-qualifier-match`)).statusCode).toBe(403);
    expect((await as.host2.post(`/api/matches/${id}/kill-qualifier-slot/home`)).statusCode).toBe(403);
  });
});
