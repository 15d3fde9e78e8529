import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBackofficeMatchList } from '@tennis/contracts';
import { matches, tournamentCategories } from '../db/schema/index.js';
import { buildFriendlyFixture, scheduleRequest } from '../friendly-matches/friendly-match-fixtures.js';
import { buildPlayer, buildTournament } from '../test/build-records.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, EVERYONE, type Who, ANY_HOST_STAFF_AND_ADMINS } from '../test/demo-agents.js';
import { buildChampionshipFixture, buildScheduledMatch, scores } from './match-test-fixtures.js';

// GET /api/matches, the back office's page /matches: every match in reach of
// the user's back office (its hosts' events, every host's for an admin, and
// the friendlies it may see), filtered, newest first, never a bye or a draw's
// match whose players are not known yet.

let t: TestApp;
let as: Record<Who, Agent>;
/** The matches built here, by what they are. */
const ids = {} as Record<
  | 'athensPlayed'
  | 'athensAwaiting'
  | 'athensUnscheduled'
  | 'thessalonikiTournament'
  | 'athensFriendly'
  | 'bye'
  | 'tbd'
  | 'halfKnown',
  number
>;
const built = () => Object.values(ids);

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  // Host 1's championship: one played, one scheduled in the past with no result, one not scheduled.
  const athens = await buildChampionshipFixture(t.db, { players: 4 });
  const papadopoulos = await buildPlayer(t.db, { name: 'Γιώργος', surname: 'Παπαδόπουλος' });
  ids.athensPlayed = await buildScheduledMatch(t.db, athens, papadopoulos.id, athens.playerIds[1]!, {
    scheduledAt: new Date('2026-11-10T17:00:00Z'),
  });
  ids.athensAwaiting = await buildScheduledMatch(t.db, athens, athens.playerIds[2]!, athens.playerIds[3]!, {
    scheduledAt: new Date('2026-11-20T17:00:00Z'),
  });
  ids.athensUnscheduled = await buildScheduledMatch(t.db, athens, athens.playerIds[0]!, athens.playerIds[2]!, {
    scheduledAt: null,
    clubId: null,
    surface: null,
  });
  // Host 2's tournament: a match between known players, a bye, a later round nobody has reached and
  // one whose away side waits for another match.
  const tournament = await buildTournament(t.db, { hostId: 2 });
  const [category] = await t.db
    .insert(tournamentCategories)
    .values({ tournamentId: tournament.id, name: 'Ανδρών Μονό', type: 'singles', gender: 0 })
    .returning();
  const drawMatch = (values: Partial<typeof matches.$inferInsert>) =>
    t.db
      .insert(matches)
      .values({
        kind: 'tournament',
        type: 'singles',
        hostId: 2,
        tournamentId: tournament.id,
        tournamentCategoryId: category!.id,
        state: 'initialized',
        ...values,
      })
      .returning({ id: matches.id })
      .then((rows) => rows[0]!.id);
  const [first, second] = [await buildPlayer(t.db), await buildPlayer(t.db)];
  ids.thessalonikiTournament = await drawMatch({
    homePlayer1Id: first.id,
    awayPlayer1Id: papadopoulos.id,
    scheduledAt: new Date('2026-11-15T09:00:00Z'),
  });
  ids.bye = await drawMatch({ homePlayer1Id: second.id, isBye: true, state: 'concluded', winner: 0 });
  ids.tbd = await drawMatch({});
  ids.halfKnown = await drawMatch({ homePlayer1Id: second.id });
  // A friendly host 1 scheduled at its club.
  const friendly = await buildFriendlyFixture(t.db, 4);
  const scheduled = await as.host.post(
    '/api/friendly-matches',
    scheduleRequest(friendly.athensClubId, friendly.playerIds.slice(0, 2), '2026-11-25 18:00:00'),
  );
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  ids.athensFriendly = scheduled.json<{ data: { id: number } }>().data.id;
  // The played one, scored through the API as the back office does.
  expect((await as.host.post(`/api/matches/${ids.athensPlayed}/score`, scores.straightSets)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** The ids of the page that this file built, in the page's order. */
async function listed(who: Who, query = ''): Promise<number[]> {
  const response = await as[who].get(`/api/matches${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TBackofficeMatchList>()
    .data.map((match) => match.id)
    .filter((id) => built().includes(id));
}

describe('GET /api/matches', () => {
  it('answers the back office only', async () => {
    for (const who of EVERYONE)
      expect((await as[who].get('/api/matches')).statusCode, who).toBe(ANY_HOST_STAFF_AND_ADMINS[who]);
  });

  it('lists an admin every host’s matches, not yet scheduled first, then newest first, without byes or sides still to be decided', async () => {
    expect(await listed('admin')).toEqual([
      ids.athensUnscheduled,
      ids.athensFriendly,
      ids.athensAwaiting,
      ids.thessalonikiTournament,
      ids.athensPlayed,
    ]);
  });

  it('lists a host’s staff their own host’s matches and friendlies, never another host’s', async () => {
    const athens = [ids.athensUnscheduled, ids.athensFriendly, ids.athensAwaiting, ids.athensPlayed];
    expect(await listed('host')).toEqual(athens);
    expect(await listed('employee')).toEqual(athens);
    expect(await listed('host2')).toEqual([ids.thessalonikiTournament]);
  });

  it.each([
    ['?kind=tournament', ['thessalonikiTournament']],
    ['?kind=friendly', ['athensFriendly']],
    ['?state=concluded', ['athensPlayed']],
    // Past its start with no result and not suspended: the friendly of the 25th too.
    ['?state=awaiting', ['athensFriendly', 'athensAwaiting', 'thessalonikiTournament']],
    ['?from=2026-11-15&to=2026-11-20', ['athensAwaiting', 'thessalonikiTournament']],
    ['?kind=championship&state=initialized', ['athensUnscheduled', 'athensAwaiting']],
  ] as const)('filters %s', async (query, names) => {
    expect(await listed('admin', query)).toEqual(names.map((name) => ids[name]));
  });

  it('finds a player’s matches by a part of the name, in any case and without tonos, or in Greeklish', async () => {
    const theirs = [ids.thessalonikiTournament, ids.athensPlayed];
    expect(await listed('admin', `?q=${encodeURIComponent('ΠΑΠΑΔΟΠΟΥΛ')}`)).toEqual(theirs);
    expect(await listed('admin', '?q=papadopoulos')).toEqual(theirs);
    // host2 reaches only its own of them.
    expect(await listed('host2', `?q=${encodeURIComponent('παπαδόπουλος')}`)).toEqual([ids.thessalonikiTournament]);
  });

  it('answers the page’s meta and refuses malformed filters with 422 under the field', async () => {
    const page = (await as.admin.get('/api/matches?pageLength=5&page=1')).json<TBackofficeMatchList>();
    expect(page.meta).toMatchObject({ page: 1, pageLength: 5 });
    expect(page.data.length).toBeLessThanOrEqual(5);
    for (const [query, field] of [
      ['?kind=exhibition', 'kind'],
      ['?state=played', 'state'],
      ['?from=15-11-2026', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?q=a', 'q'],
      ['?pageLength=7', 'pageLength'],
    ] as const) {
      const refused = await as.admin.get(`/api/matches${query}`);
      expect(refused.statusCode, query).toBe(422);
      expect(Object.keys(refused.json<{ errors: Record<string, string[]> }>().errors), query).toContain(field);
    }
  });
});
