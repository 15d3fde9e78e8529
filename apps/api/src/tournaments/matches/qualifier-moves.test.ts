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
