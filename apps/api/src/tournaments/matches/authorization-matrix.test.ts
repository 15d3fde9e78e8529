import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryDrawResponse, TMatchMediaResponse } from '@tennis/contracts';
import { scores } from '../../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from '../draws/draw-test-fixtures.js';
import { multipartBody, png } from '../tournament-fixtures.test-helpers.js';

// Who may change a match of host 1's draws: its back office (employee, host)
// and the admins; host 2's staff and players are refused, guests must sign in.
// A stored photo or video of a match is public.

let t: TestApp;
let as: Record<Who, Agent>;
const dataDir = `/tmp/tournament-matches-matrix-test-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  as = await demoAgents(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A draw of host 1 initialised by its host; its first-round matches by draw number. */
async function initialized(entrants: number, drawSize: number, qualifierMatches = 0) {
  const f = await buildCategoryFixture(t.db, { entrants });
  expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize, qualifierMatches })).statusCode).toBe(200);
  return { ...f, rows: await drawMatchesOf(t.db, f.categoryId) };
}

/**
 * The first-round match holding qualifier slot Q1, and its side. Nine
 * entrants fill a draw of 8 with one qualifier match and no byes: Q1 never
 * faces a BYE, which would make killing the slot illegal (409).
 */
async function qualifierSlot() {
  const f = await initialized(9, 8, 1);
  const row = [...f.rows.values()].find((r) => r.homeQualifierNumber === 1 || r.awayQualifierNumber === 1)!;
  return { ...f, row, side: row.homeQualifierNumber === 1 ? 'home' : 'away' };
}

/** A match of a 4-draw with one photo the host uploaded. */
async function matchWithPhoto() {
  const id = (await initialized(4, 4)).rows.get(1)!.id;
  const upload = await as.host.request({
    method: 'POST',
    url: `/api/matches/${id}/media`,
    ...multipartBody(null, [{ field: 'media[]', filename: 'set.png', content: await png() }]),
  });
  return { id, mediaId: upload.json<TMatchMediaResponse>().data.media[0]!.id };
}

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
  it(`kill-qualifier-slot → ${status.write}`, async () => {
    const { row, side } = await qualifierSlot();
    expect((await as[who].post(`/api/matches/${row.id}/kill-qualifier-slot/${side}`)).statusCode).toBe(status.write);
  });

  it(`remove-qualifier-match → ${status.write}`, async () => {
    const { rows } = await qualifierSlot();
    expect((await as[who].post(`/api/matches/${rows.get(-1)!.id}/remove-qualifier-match`)).statusCode).toBe(
      status.write,
    );
  });

  it(`remove-participation → ${status.write}`, async () => {
    const { rows } = await initialized(8, 8);
    expect((await as[who].post(`/api/matches/${rows.get(2)!.id}/remove-participation/away`)).statusCode).toBe(
      status.write,
    );
  });

  it(`place-participation → ${status.write}`, async () => {
    const { rows } = await initialized(8, 8);
    const removed = await as.host.post(`/api/matches/${rows.get(2)!.id}/remove-participation/away`);
    const participationId = removed.json<TCategoryDrawResponse>().data.unplacedParticipations[0]!.participationId;
    expect(
      (await as[who].post(`/api/matches/${rows.get(2)!.id}/place-participation/away`, { participationId })).statusCode,
    ).toBe(status.write);
  });

  it(`score a draw match → ${status.write}`, async () => {
    const { rows } = await initialized(4, 4);
    expect((await as[who].post(`/api/matches/${rows.get(1)!.id}/score`, scores.straightSets)).statusCode).toBe(
      status.write,
    );
  });

  it(`rollback a draw match → ${status.write}`, async () => {
    const { rows } = await initialized(4, 4);
    await as.host.post(`/api/matches/${rows.get(1)!.id}/score`, scores.straightSets);
    expect((await as[who].post(`/api/matches/${rows.get(1)!.id}/rollback`)).statusCode).toBe(status.write);
  });

  it(`GET media → ${status.write}`, async () => {
    const { id } = await matchWithPhoto();
    expect((await as[who].get(`/api/matches/${id}/media`)).statusCode).toBe(status.write);
  });

  it(`POST media → ${status.write}`, async () => {
    const id = (await initialized(4, 4)).rows.get(1)!.id;
    const body = multipartBody(null, [{ field: 'media[]', filename: 'serve.png', content: await png() }]);
    expect((await as[who].request({ method: 'POST', url: `/api/matches/${id}/media`, ...body })).statusCode).toBe(
      status.write,
    );
  });

  it(`shift media → ${status.write}`, async () => {
    const { id, mediaId } = await matchWithPhoto();
    await as.host.request({
      method: 'POST',
      url: `/api/matches/${id}/media`,
      ...multipartBody(null, [{ field: 'media[]', filename: 'second.png', content: await png() }]),
    });
    expect((await as[who].post(`/api/matches/${id}/media/${mediaId}/shift`, { direction: 'right' })).statusCode).toBe(
      status.write,
    );
  });

  it(`DELETE media → ${status.write}`, async () => {
    const { id, mediaId } = await matchWithPhoto();
    expect((await as[who].delete(`/api/matches/${id}/media/${mediaId}`)).statusCode).toBe(status.write);
  });

  it(`media file → ${status.read}`, async () => {
    const { id, mediaId } = await matchWithPhoto();
    expect((await as[who].get(`/api/matches/${id}/media/${mediaId}/file`)).statusCode).toBe(status.read);
  });

  it(`cloud-storage-url → ${status.write}`, async () => {
    const id = (await initialized(4, 4)).rows.get(1)!.id;
    expect(
      (
        await as[who].post(`/api/matches/${id}/cloud-storage-url`, {
          cloudStorageUrl: 'https://cloud.example.gr/match',
        })
      ).statusCode,
    ).toBe(status.write);
  });
});
