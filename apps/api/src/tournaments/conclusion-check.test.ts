import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, roundRobinGroups } from '../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildCategoryFixture } from './draws/draw-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

type MatchValues = {
  state?: 'uninitialized' | 'initialized' | 'concluded';
  aa?: number;
  isBye?: boolean;
  group?: number;
};

/** An underway tournament of host 1 whose one category holds the given matches. */
async function tournamentWith(list: MatchValues[]) {
  const fixture = await buildCategoryFixture(t.db, { entrants: 0 });
  const [group] = await t.db
    .insert(roundRobinGroups)
    .values({ tournamentCategoryId: fixture.categoryId, groupNumber: 1 })
    .returning();
  if (list.length > 0)
    await t.db.insert(matches).values(
      list.map((m, i) => ({
        kind: 'tournament' as const,
        tournamentId: fixture.tournamentId,
        tournamentCategoryId: fixture.categoryId,
        roundRobinGroupId: m.group === undefined ? null : group!.id,
        aa: m.aa ?? i + 1,
        state: m.state ?? 'initialized',
        isBye: m.isBye ?? false,
        winner: m.state === 'concluded' ? 0 : null,
      })),
    );
  return fixture.tournamentId;
}

const check = async (who: Who, id: number) => as[who].get(`/api/tournaments/${id}/conclusion-check`);

describe('GET /api/tournaments/{id}/conclusion-check', () => {
  it('counts the unplayed matches of each phase, leaving out the played ones and the byes', async () => {
    const id = await tournamentWith([
      ...Array.from({ length: 5 }, () => ({ group: 1 })),
      { group: 1, state: 'concluded' as const },
      { aa: -1 },
      { aa: -2, state: 'concluded' as const },
      { aa: 1, state: 'uninitialized' as const },
      { aa: 2 },
      { aa: 3, isBye: true, state: 'initialized' as const },
      { aa: 4, state: 'concluded' as const },
    ]);
    const response = await check('host', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { unplayed: { group: 5, qualifier: 1, knockout: 2 }, total: 8 } });
  });

  it('finds nothing left of a tournament whose matches are all played, and changes nothing', async () => {
    const id = await tournamentWith([
      { group: 1, state: 'concluded' },
      { aa: 1, state: 'concluded' },
    ]);
    expect((await check('admin', id)).json()).toEqual({
      data: { unplayed: { group: 0, qualifier: 0, knockout: 0 }, total: 0 },
    });
    const tournament = (await as.admin.get(`/api/backoffice/tournaments/${id}`)).json() as { data: { state: string } };
    expect(tournament.data.state).toBe('underway');
  });

  it('answers 404 for a tournament that does not exist and 422 for a malformed id', async () => {
    expect((await check('admin', 999_999)).statusCode).toBe(404);
    expect((await check('admin', 'abc' as unknown as number)).statusCode).toBe(422);
  });
});
