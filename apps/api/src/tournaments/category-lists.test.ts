import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategoryListsResponse } from '@tennis/contracts';
import { doublesTeams, participations, tournaments } from '../db/schema/index.js';
import { scores } from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildPlayer, buildTournament } from '../test/build-records.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import { buildCategoryFixture, categoryPath, drawMatchesOf } from './draws/draw-test-fixtures.js';
import { buildCategory, enter } from './tournament-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const listsOf = async (slug: string, who: Who = 'guest') =>
  (await as[who].get(`/api/tournaments/athens-tennis/${slug}/category-lists`)).json<TCategoryListsResponse>().data;

describe('GET /api/tournaments/{hostSlug}/{tournamentSlug}/category-lists', () => {
  it('lists the approved entrants of each visible category, seeds first, a doubles pair once, with entry statuses', async () => {
    const tournament = await buildTournament(t.db, { state: 'pending' });
    const singles = await buildCategory(t.db, tournament.id, { position: 1, matchFormat: 'SET3-S:6/TB7' });
    const doubles = await buildCategory(t.db, tournament.id, { position: 2, type: 'doubles' });
    const hidden = await buildCategory(t.db, tournament.id, { position: 3, visible: false });
    const zeta = await buildPlayer(t.db, { name: 'Ζήσης', surname: 'Ζαχαρίου' });
    const alpha = await buildPlayer(t.db, { name: 'Άγγελος', surname: 'Αθανασίου' });
    const seeded = await buildPlayer(t.db, { name: 'Μάριος', surname: 'Μαργαρίτης' });
    await enter(t.db, tournament.id, singles.id, 'approved', 0, zeta.id);
    const wildCard = await enter(t.db, tournament.id, singles.id, 'approved', 0, alpha.id);
    await t.db.update(participations).set({ entryStatus: 'WC' }).where(eq(participations.id, wildCard.id));
    const top = await enter(t.db, tournament.id, singles.id, 'approved', 0, seeded.id);
    await t.db.update(participations).set({ seed: 1 }).where(eq(participations.id, top.id));
    await enter(t.db, tournament.id, singles.id, 'pending');
    await enter(t.db, tournament.id, singles.id, 'rejected');
    await enter(t.db, tournament.id, hidden.id, 'approved');
    const [a, b] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    const [team] = await t.db.insert(doublesTeams).values({ player1Id: a.id, player2Id: b.id, gender: 0 }).returning();
    const second = await enter(t.db, tournament.id, doubles.id, 'approved', 0, b.id);
    const first = await enter(t.db, tournament.id, doubles.id, 'approved', 0, a.id);
    await t.db
      .update(participations)
      .set({ doublesTeamId: team!.id })
      .where(eq(participations.tournamentCategoryId, doubles.id));

    const lists = await listsOf(tournament.slug);
    expect(lists.map((list) => [list.id, list.matchFormat])).toEqual([
      [singles.id, 'SET3-S:6/TB7'],
      [doubles.id, 'SET3-S:6/TB7-F:TB10'],
    ]);
    expect(lists[0]!.entries.map((entry) => [entry.displayName, entry.seed, entry.entryStatus])).toEqual([
      [seeded.displayName, 1, 'direct'],
      [alpha.displayName, null, 'WC'],
      [zeta.displayName, null, 'direct'],
    ]);
    expect(lists[1]!.entries).toEqual([
      {
        participationId: first.id,
        displayName: `${a.displayName} / ${b.displayName}`,
        players: [
          { id: a.id, displayName: a.displayName },
          { id: b.id, displayName: b.displayName },
        ],
        seed: null,
        entryStatus: 'direct',
      },
    ]);
    expect(second.id).not.toBe(first.id);
    expect(lists.every((list) => list.results.length === 0)).toBe(true);
  });

  it('gives the played matches newest first, without byes, each side with its entry status', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 5 });
    await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
    await as.host.post(`${categoryPath(f)}/proceed-all-byes`);
    const rows = [...(await drawMatchesOf(t.db, f.categoryId)).values()];
    const playable = rows.filter((row) => row.tournamentPhase === 8 && !row.isBye);
    expect(playable).toHaveLength(1);
    expect((await as.host.post(`/api/matches/${playable[0]!.id}/score`, scores.straightSets)).statusCode).toBe(200);
    const [{ slug }] = (await t.db
      .select({ slug: tournaments.slug })
      .from(tournaments)
      .where(eq(tournaments.id, f.tournamentId))) as [{ slug: string }];
    const [list] = await listsOf(slug);
    expect(list!.initialized).toBe(true);
    expect(list!.entries).toHaveLength(5);
    expect(list!.results.map((match) => match.id)).toEqual([playable[0]!.id]);
    expect(list!.results[0]).toMatchObject({ state: 'concluded', home: { entryStatus: 'direct' } });
    expect(list!.results[0]!.scoreText).not.toBe('');
  });

  it('answers 404 for a draft to the public and lists it for its own back office', async () => {
    const draft = await buildTournament(t.db, { state: 'draft' });
    await buildCategory(t.db, draft.id);
    expect((await as.guest.get(`/api/tournaments/athens-tennis/${draft.slug}/category-lists`)).statusCode).toBe(404);
    expect((await as.host2.get(`/api/tournaments/athens-tennis/${draft.slug}/category-lists`)).statusCode).toBe(404);
    expect(await listsOf(draft.slug, 'host')).toHaveLength(1);
    expect((await as.guest.get('/api/tournaments/athens-tennis/no-such-tournament/category-lists')).statusCode).toBe(
      404,
    );
  });
});
