import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, NO_PLAYER_PROFILE, type TFriendlyMatchList, type TUnifiedSchedule } from '@tennis/contracts';
import { scores } from '../matches/match-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { demoAgents, type Who } from '../test/demo-agents.js';
import {
  buildFriendlyFixture,
  scheduleRequest,
  singlesDraft,
  type FriendlyFixture,
} from './friendly-match-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;
let f: FriendlyFixture;
/** The demo player's own friendly (at host 1's club), host 1's and host 2's scheduled ones. */
let own: number;
let athens: number;
let thessaloniki: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildFriendlyFixture(t.db);
  const post = async (who: Who, body: object) => {
    const response = await as[who].post('/api/friendly-matches', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as number;
  };
  own = await post('player', {
    ...singlesDraft(f.athensClubId, f.playerIds[0]!, '2026-11-02 19:00:00'),
    notes: 'Μόνο για μένα',
  });
  athens = await post('host', scheduleRequest(f.athensClubId, f.playerIds.slice(0, 4), '2026-12-03 18:00:00'));
  thessaloniki = await post(
    'host2',
    scheduleRequest(f.thessalonikiClubId, f.playerIds.slice(4, 6), '2026-12-04 18:00:00'),
  );
});
afterAll(async () => {
  await t?.close();
});

const list = async (who: Who, query = '') => {
  const response = await as[who].get(`/api/friendly-matches${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFriendlyMatchList>();
};
/** The ids of the page among the three built above (tests of the schedule, in any order, add more). */
const ids = (page: TFriendlyMatchList) =>
  page.data.map((m) => m.id).filter((id) => [own, athens, thessaloniki].includes(id));

describe('GET /api/friendly-matches', () => {
  it('shows a player only the friendlies they play in, with their own notes', async () => {
    const page = await list('player');
    expect(ids(page)).toEqual([own]);
    expect(page.data[0]).toMatchObject({ notes: 'Μόνο για μένα', otherClub: null, club: { id: f.athensClubId } });
  });

  it('shows an admin every friendly, newest first, paginated', async () => {
    expect(ids(await list('admin'))).toEqual([thessaloniki, athens, own]);
    const all = (await list('admin')).meta.total;
    const second = await list('admin', '?page=2&pageLength=5');
    expect(second.meta).toMatchObject({ total: all, page: 2, pageLength: 5, lastPage: Math.ceil(all / 5) });
    expect(second.data).toHaveLength(Math.max(0, all - 5));
    expect((await as.admin.get('/api/friendly-matches?pageLength=7')).statusCode).toBe(422);
  });

  it('shows an organiser’s staff the friendlies it scheduled or played at its clubs, never another’s', async () => {
    expect(ids(await list('host'))).toEqual([athens, own]);
    expect(ids(await list('employee'))).toEqual([athens, own]);
    expect(ids(await list('host2'))).toEqual([thessaloniki]);
  });

  it('refuses a guest (401) and a user without a player profile (403, the spec’s message)', async () => {
    expect((await as.guest.get('/api/friendly-matches')).statusCode).toBe(401);
    const newuser = await as.newuser.get('/api/friendly-matches');
    expect(newuser.statusCode).toBe(403);
    expect(newuser.json().message).toBe(NO_PLAYER_PROFILE);
  });
});

describe("the player's profile", () => {
  const friendliesOn = async (who: Who) => {
    const response = await as[who].get(`/api/players/${t.seeded.playerId}/matches?kind=friendly`);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: number }[] }>().data.map((m) => m.id);
  };

  it('shows the submitted friendly to the player themself and to nobody else', async () => {
    expect(await friendliesOn('player')).toEqual([own]);
    for (const who of ['guest', 'newuser', 'host', 'admin'] as const) expect(await friendliesOn(who)).toEqual([]);
  });
});

describe('POST /api/friendly-matches (the schedule screen, friendly: false)', () => {
  it('schedules a doubles friendly for the organiser, whose match options then enter the score', async () => {
    const response = await as.host.post(
      '/api/friendly-matches',
      scheduleRequest(f.athensClubId, f.playerIds.slice(0, 4), '2026-12-05 18:00:00'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(MATCH_MESSAGES.scheduled);
    expect(data).toMatchObject({ kind: 'friendly', type: 'doubles', state: 'initialized', hostId: 1 });
    expect(data.home.players.map((p: { id: number }) => p.id)).toEqual([f.playerIds[0], f.playerIds[2]]);
    expect(data.permissions).toMatchObject({ score: true, swap: false, delete: false });
    const scored = await as.employee.post(`/api/matches/${data.id}/score`, scores.straightSets);
    expect(scored.json().data).toMatchObject({ state: 'concluded', winner: 0 });
  });

  it('holds the players to the type: two in singles, four in doubles, each once', async () => {
    const at = '2026-12-06 18:00:00';
    const singlesWithFour = { ...scheduleRequest(f.athensClubId, f.playerIds.slice(0, 4), at), type: 'singles' };
    expect((await as.host.post('/api/friendly-matches', singlesWithFour)).json().errors).toEqual({
      player3Id: [MATCH_MESSAGES.singlesOnlyTwo],
    });
    const doublesWithThree = { ...scheduleRequest(f.athensClubId, f.playerIds.slice(0, 4), at), player4Id: null };
    expect((await as.host.post('/api/friendly-matches', doublesWithThree)).json().errors).toEqual({
      player4Id: [MATCH_MESSAGES.doublesNeedsFour],
    });
    const same = scheduleRequest(f.athensClubId, [f.playerIds[0]!, f.playerIds[0]!], at);
    expect((await as.host.post('/api/friendly-matches', same)).json().errors).toEqual({
      player2Id: ['Ο ίδιος αθλητής δεν μπορεί να παίζει δύο φορές στον αγώνα'],
    });
  });

  it("keeps an organiser to its own clubs and a player to the wizard's form", async () => {
    const request = scheduleRequest(f.athensClubId, f.playerIds.slice(4, 6), '2026-12-07 18:00:00');
    expect((await as.host2.post('/api/friendly-matches', request)).json().errors).toEqual({
      clubId: [MATCH_MESSAGES.clubNotHosts],
    });
    expect((await as.player.post('/api/friendly-matches', request)).statusCode).toBe(403);
  });

  it('leaves friendlies out of the public daily schedule', async () => {
    const response = await as.guest.get('/api/hosts/athens-tennis/unified-schedule?date=2026-12-03');
    expect(response.json<TUnifiedSchedule>().matches.map((m) => m.id)).not.toContain(athens);
    expect(response.json<TUnifiedSchedule>().matches).toEqual([]);
  });
});

describe('GET /api/friendly-matches/venues', () => {
  const venues = async (who: Who, mode: string) =>
    (await as[who].get(`/api/friendly-matches/venues?mode=${mode}`)).json<{
      data: { id: number; surfaces: string[] }[];
    }>().data;

  it('offers the wizard every club with its surfaces, and an organiser only its own and the shared ones', async () => {
    const wizard = await venues('player', 'wizard');
    expect(wizard.find((v) => v.id === f.athensClubId)?.surfaces).toEqual(['clay', 'hard']);
    expect(wizard.map((v) => v.id)).toContain(f.thessalonikiClubId);
    const host2 = (await venues('host2', 'schedule')).map((v) => v.id);
    expect(host2).toContain(f.thessalonikiClubId);
    expect(host2).not.toContain(f.athensClubId);
    expect((await venues('admin', 'schedule')).map((v) => v.id)).toEqual(
      expect.arrayContaining([f.athensClubId, f.thessalonikiClubId]),
    );
  });
});
