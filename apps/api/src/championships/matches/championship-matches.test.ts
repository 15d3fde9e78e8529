import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, type TChampionshipMatchList, type TMatchResponse } from '@tennis/contracts';
import { matches } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  participationOf,
  scores,
  type ChampionshipFixture,
} from '../../matches/match-test-fixtures.js';

let t: TestApp;
let as: Record<Who, Agent>;
let f: ChampionshipFixture;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
  f = await buildChampionshipFixture(t.db, { players: 8 });
});
afterAll(async () => {
  await t?.close();
});

const player = (i: number) => f.playerIds[i]!;
const base = () => `/api/championships/${f.championshipId}`;
const form = (values: object = {}) => ({
  player1Id: player(0),
  player2Id: player(1),
  player1Balls: true,
  scheduledAt: '2026-12-03 17:00:00',
  clubId: f.clubId,
  surface: 'clay',
  orderOfPlayComments: 'Γήπεδο 1',
  ...values,
});

describe('POST /api/championships/{id}/matches/schedule', () => {
  it('schedules a regular-season match between two approved players', async () => {
    const response = await as.employee.post(`${base()}/matches/schedule`, form());
    expect(response.statusCode).toBe(200);
    const body = response.json<TMatchResponse>();
    expect(body.message).toBe('Ο αγώνας προγραμματίστηκε με επιτυχία');
    expect(body.data).toMatchObject({
      state: 'initialized',
      phase: 1024,
      scheduledAt: '2026-12-03 17:00:00',
      orderOfPlayComments: 'Γήπεδο 1',
    });
    expect(body.data.home.players[0]).toMatchObject({ id: player(0), balls: true, atrp: 2.5 });
  });

  it('concludes the match at once when a score comes with it, and counts it in the standings', async () => {
    const response = await as.host.post(
      `${base()}/matches/schedule`,
      form({ player1Id: player(2), player2Id: player(3), phase: 1024, score: scores.straightSets }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TMatchResponse>().data).toMatchObject({ state: 'concluded', winner: 0, scoreText: '6-4 6-3' });
    expect((await participationOf(t.db, f.championshipId, player(2))).wins).toBe(1);
  });

  it('stores nothing when the score that comes with it is invalid', async () => {
    const before = (await t.db.select().from(matches).where(eq(matches.championshipId, f.championshipId))).length;
    const response = await as.host.post(
      `${base()}/matches/schedule`,
      form({ player1Id: player(4), player2Id: player(5), score: { ...scores.straightSets, s1: scores.part(6, 5) } }),
    );
    expect(response.statusCode).toBe(422);
    expect((await t.db.select().from(matches).where(eq(matches.championshipId, f.championshipId))).length).toBe(before);
  });

  it('refuses a player without an approved participation with 422 on the picker', async () => {
    const other = await buildChampionshipFixture(t.db, { players: 1 });
    expectFieldError(
      await as.host.post(
        `${base()}/matches/schedule`,
        form({ player2Id: other.playerIds[0], scheduledAt: '2026-12-04 18:00:00' }),
      ),
      'player2Id',
      MATCH_MESSAGES.notParticipant,
    );
  });

  it('refuses a club that is not a venue, and a phase other than 1024 and 1025', async () => {
    expectFieldError(
      await as.host.post(
        `${base()}/matches/schedule`,
        form({ clubId: f.otherClubId, scheduledAt: '2026-12-04 19:00:00' }),
      ),
      'clubId',
      MATCH_MESSAGES.clubNotVenue,
    );
    expect(
      (await as.host.post(`${base()}/matches/schedule`, form({ phase: 2, scheduledAt: '2026-12-04 19:00:00' })))
        .statusCode,
    ).toBe(422);
  });

  it('refuses a player already playing at that time with 409', async () => {
    expect(
      (
        await as.host.post(
          `${base()}/matches/schedule`,
          form({ player1Id: player(6), player2Id: player(7), scheduledAt: '2026-12-05 18:00:00' }),
        )
      ).statusCode,
    ).toBe(200);
    const clash = await as.host.post(
      `${base()}/matches/schedule`,
      form({ player1Id: player(6), player2Id: player(0), scheduledAt: '2026-12-05 18:00:00' }),
    );
    expect(clash.statusCode).toBe(409);
  });

  it.each<[Who, number]>([
    ['guest', 401],
    ['newuser', 403],
    ['player', 403],
    ['employee', 200],
    ['host', 200],
    ['host2', 403],
    ['admin', 200],
    ['god', 200],
  ])('answers %s with %i', async (who, status) => {
    const at = `2026-12-${String(10 + EVERYONE.indexOf(who)).padStart(2, '0')} 21:00:00`;
    expect((await as[who].post(`${base()}/matches/schedule`, form({ scheduledAt: at }))).statusCode).toBe(status);
  });
});

describe('reschedule and delete', () => {
  it('reschedules a match of the championship and 404s a match of another one', async () => {
    const id = await buildScheduledMatch(t.db, f, player(4), player(5), { scheduledAt: null });
    const moved = await as.host.post(`${base()}/matches/${id}/reschedule`, {
      scheduledAt: '2026-12-20 20:15:00',
      clubId: f.clubId,
      surface: 'hard',
      phase: 1025,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TMatchResponse>().data).toMatchObject({ scheduledAt: '2026-12-20 20:15:00', phase: 1025 });
    const other = await buildChampionshipFixture(t.db, { players: 2 });
    const foreign = await buildScheduledMatch(t.db, other, other.playerIds[0]!, other.playerIds[1]!);
    expect(
      (
        await as.host.post(`${base()}/matches/${foreign}/reschedule`, {
          scheduledAt: '2026-12-20 20:15:00',
          clubId: f.clubId,
          surface: 'hard',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a scheduled match, and refuses a concluded one until it is rolled back', async () => {
    const id = await buildScheduledMatch(t.db, f, player(4), player(6), { scheduledAt: null });
    await as.host.post(`/api/matches/${id}/score`, scores.straightSets);
    const refused = await as.host.delete(`${base()}/matches/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MATCH_MESSAGES.deleteConcluded);
    await as.host.post(`/api/matches/${id}/rollback`);
    expect((await as.host.delete(`${base()}/matches/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(matches).where(eq(matches.id, id))).toEqual([]);
    expect((await as.host2.delete(`${base()}/matches/${id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/championships/{id}/matches', () => {
  it('pages ten at a time and filters by state and date', async () => {
    const list = await buildChampionshipFixture(t.db, { players: 4 });
    for (let day = 1; day <= 12; day += 1) {
      await buildScheduledMatch(t.db, list, list.playerIds[day % 2]!, list.playerIds[2 + (day % 2)]!, {
        scheduledAt: new Date(Date.UTC(2027, 0, day, 16)),
      });
    }
    const url = `/api/championships/${list.championshipId}/matches`;
    const first = (await as.host.get(url)).json<TChampionshipMatchList>();
    expect(first.meta).toEqual({ total: 12, page: 1, pageLength: 10, lastPage: 2 });
    expect(first.data[0]?.scheduledAt).toBe('2027-01-12 18:00:00');
    expect((await as.host.get(`${url}?page=2`)).json<TChampionshipMatchList>().data).toHaveLength(2);
    const ranged = (await as.host.get(`${url}?from=2027-01-03&to=2027-01-05`)).json<TChampionshipMatchList>();
    expect(ranged.data.map((m) => m.scheduledAt)).toEqual([
      '2027-01-05 18:00:00',
      '2027-01-04 18:00:00',
      '2027-01-03 18:00:00',
    ]);
    expect((await as.host.get(`${url}?state=concluded`)).json<TChampionshipMatchList>().meta.total).toBe(0);
    expect((await as.host.get(`${url}?state=unknown`)).statusCode).toBe(422);
    expect((await as.player.get(url)).statusCode).toBe(403);
    expect((await as.host2.get(url)).statusCode).toBe(403);
    expect((await as.guest.get(url)).statusCode).toBe(401);
  });
});

describe('GET /api/championships/{id}/matches: awaiting result and page length', () => {
  it('state=awaiting lists only the scheduled, unsuspended matches whose start has passed', async () => {
    const list = await buildChampionshipFixture(t.db, { players: 2 });
    const [a, b] = [list.playerIds[0]!, list.playerIds[1]!];
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const past = await buildScheduledMatch(t.db, list, a, b, { scheduledAt: hourAgo });
    await buildScheduledMatch(t.db, list, a, b, { scheduledAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    await buildScheduledMatch(t.db, list, a, b, { scheduledAt: hourAgo, suspended: true });
    await buildScheduledMatch(t.db, list, a, b, { scheduledAt: null });
    const scored = await buildScheduledMatch(t.db, list, a, b, { scheduledAt: hourAgo });
    await as.host.post(`/api/matches/${scored}/score`, scores.straightSets);
    const url = `/api/championships/${list.championshipId}/matches`;

    const awaiting = (await as.host.get(`${url}?state=awaiting`)).json<TChampionshipMatchList>();
    expect(awaiting.data.map((m) => m.id)).toEqual([past]);
    const initialized = (await as.host.get(`${url}?state=initialized`)).json<TChampionshipMatchList>();
    expect(initialized.meta.total).toBe(4);
    expect((await as.host2.get(`${url}?state=awaiting`)).statusCode).toBe(403);
  });

  it('takes the page length from the query, among the shared lengths only', async () => {
    const list = await buildChampionshipFixture(t.db, { players: 2 });
    for (let day = 1; day <= 7; day += 1) {
      await buildScheduledMatch(t.db, list, list.playerIds[0]!, list.playerIds[1]!, {
        scheduledAt: new Date(Date.UTC(2027, 1, day, 16)),
      });
    }
    const url = `/api/championships/${list.championshipId}/matches`;
    const five = (await as.host.get(`${url}?pageLength=5&page=2`)).json<TChampionshipMatchList>();
    expect(five.meta).toEqual({ total: 7, page: 2, pageLength: 5, lastPage: 2 });
    expect(five.data.map((m) => m.scheduledAt)).toEqual(['2027-02-02 18:00:00', '2027-02-01 18:00:00']);
    for (const refused of ['7', '0', '-5', '100000']) {
      expectFieldError(await as.host.get(`${url}?pageLength=${refused}`), 'pageLength', 'Μη έγκυρο μέγεθος σελίδας');
    }
    for (const malformed of ['abc', '10.5']) {
      const answer = await as.host.get(`${url}?pageLength=${malformed}`);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json<{ errors: object }>().errors)).toEqual(['pageLength']);
    }
  });
});

describe('GET /api/backoffice/championships/{id}/exports/matches', () => {
  it('answers an xlsx workbook of the filtered matches', async () => {
    const x = await buildChampionshipFixture(t.db, { players: 2 });
    const done = await buildScheduledMatch(t.db, x, x.playerIds[0]!, x.playerIds[1]!, {
      scheduledAt: new Date('2027-02-01T16:00:00Z'),
    });
    await buildScheduledMatch(t.db, x, x.playerIds[1]!, x.playerIds[0]!, {
      scheduledAt: new Date('2027-02-02T16:00:00Z'),
    });
    await as.host.post(`/api/matches/${done}/score`, scores.superTieBreak);
    const response = await as.host.get(
      `/api/backoffice/championships/${x.championshipId}/exports/matches?state=concluded`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1, 7);
    const players = await t.db.query.players.findMany({ where: (p, { inArray }) => inArray(p.id, x.playerIds) });
    const name = (id: number) => players.find((p) => p.id === id)!.displayName;
    expect(values).toEqual([
      done,
      '2027-02-01 18:00:00',
      name(x.playerIds[0]!),
      '6-4 3-6 10-8',
      name(x.playerIds[1]!),
      expect.stringContaining('Κηφισιάς'),
    ]);
    expect((await as.host2.get(`/api/backoffice/championships/${x.championshipId}/exports/matches`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/championships/{id}/players', () => {
  it('lists approved players with ATRP and ball history, with no minimum length and at most 20', async () => {
    const big = await buildChampionshipFixture(t.db, { players: 22 });
    const first = await as.host.get(`/api/championships/${big.championshipId}/players?q=`);
    expect(first.statusCode, first.body).toBe(200);
    const all = first.json<{ data: { playerId: number; ballHistory: number; atrp: number }[] }>();
    expect(all.data).toHaveLength(20);
    await buildScheduledMatch(t.db, big, big.playerIds[0]!, big.playerIds[1]!, { homePlayer1Balls: true });
    const players = await t.db.query.players.findFirst({ where: (p, { eq: same }) => same(p.id, big.playerIds[0]!) });
    const answer = await as.host.get(
      `/api/championships/${big.championshipId}/players?q=${encodeURIComponent(players!.surname)}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const found = answer.json<{ data: { playerId: number; ballHistory: number; atrp: number }[] }>();
    expect(found.data[0]).toMatchObject({ playerId: big.playerIds[0], ballHistory: 1, atrp: 2.5 });
    expect((await as.host2.get(`/api/championships/${big.championshipId}/players`)).statusCode).toBe(403);
  });
});
