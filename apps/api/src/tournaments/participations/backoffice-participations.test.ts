import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_MESSAGES } from '@tennis/domain';
import { TOURNAMENT_PARTICIPATION_NOTICES as N } from '@tennis/contracts';
import { doublesTeams, participations } from '../../db/schema/index.js';
import { createTestApp, expectFieldError, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { MAIN_HOST_STAFF_AND_ADMINS, demoAgents, EVERYONE, type Who } from '../../test/demo-agents.js';
import { buildEntry, buildOpenTournament, setHostRating } from './participation-fixtures.test-helpers.js';

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const allowed = MAIN_HOST_STAFF_AND_ADMINS;
const list = (id: number, query = '') => `/api/backoffice/tournaments/${id}/participations${query}`;

describe('who may use the back-office participation routes', () => {
  it.each(EVERYONE)('lists by the host rule (%s)', async (who) => {
    const { tournament } = await buildOpenTournament(t.db);
    expect((await as[who].get(list(tournament.id))).statusCode).toBe(allowed[who]);
  });

  it.each(EVERYONE)('adds a participation by the host rule (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const player = await buildPlayer(t.db);
    const response = await as[who].post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: player.id,
      tournamentCategoryIds: [menSingles.id],
    });
    expect(response.statusCode).toBe(allowed[who] === 200 ? 201 : allowed[who]);
  });

  it.each(EVERYONE)('approves all by the host rule (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    expect(
      (
        await as[who].post(`/api/tournaments/${tournament.id}/participations/approve-all`, {
          tournamentCategoryId: menSingles.id,
        })
      ).statusCode,
    ).toBe(allowed[who]);
  });

  it.each(EVERYONE)('confirms payments by the host rule (%s)', async (who) => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    expect(
      (
        await as[who].post(`/api/tournaments/${tournament.id}/confirm-payment`, {
          tournamentCategoryParticipationIds: [entry.id],
        })
      ).statusCode,
    ).toBe(allowed[who]);
  });

  it.each(EVERYONE)('searches doubles teams only from the back office (%s)', async (who) => {
    const [a, b] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    await t.db.insert(doublesTeams).values({ player1Id: a.id, player2Id: b.id, gender: 0 });
    expect((await as[who].get(`/api/doubles-teams/search?player1Id=${a.id}&player2Id=${b.id}`)).statusCode).toBe(
      who === 'host2' ? 200 : allowed[who],
    );
  });

  it("lets host 2's staff manage their own host's tournament", async () => {
    const { tournament } = await buildOpenTournament(t.db, { hostId: 2 });
    expect((await as.host2.get(list(tournament.id))).statusCode).toBe(200);
    expect((await as.host.get(list(tournament.id))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown tournament', async () => {
    expect((await as.admin.get(list(999999))).statusCode).toBe(404);
  });
});

describe('the participations list', () => {
  it('filters by state, category and payment, pages and shows doubles teammates', async () => {
    const { tournament, menSingles, menDoubles } = await buildOpenTournament(t.db);
    await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved', paidAt: new Date() });
    await buildEntry(t.db, tournament.id, menSingles.id, { state: 'pending' });
    const [a, b] = [await buildPlayer(t.db, { name: 'Άρης' }), await buildPlayer(t.db, { name: 'Βασίλης' })];
    const [team] = await t.db.insert(doublesTeams).values({ player1Id: a.id, player2Id: b.id, gender: 0 }).returning();
    await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: a.id, doublesTeamId: team!.id });
    await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: b.id, doublesTeamId: team!.id });

    const all = (await as.host.get(list(tournament.id))).json();
    expect(all.meta).toEqual({ total: 4, page: 1, pageLength: 10, lastPage: 1 });
    expect(all.tournament).toMatchObject({ id: tournament.id, hasRating: false });
    expect((await as.host.get(list(tournament.id, '?state=pending'))).json().meta.total).toBe(3);
    expect(
      (await as.host.get(list(tournament.id, `?filters[tournamentCategoryId]=${menSingles.id}`))).json().meta.total,
    ).toBe(2);
    expect((await as.host.get(list(tournament.id, '?paid=yes'))).json().meta.total).toBe(1);
    const page2 = (await as.host.get(list(tournament.id, '?pageLength=5&page=1&sortDir=asc'))).json();
    expect(page2.data[0].tournamentCategoryId).toBe(menSingles.id);
    const doubles = all.data.find((row: { playerId: number }) => row.playerId === a.id);
    expect(doubles).toMatchObject({
      teammateFullname: b.displayName,
      doublesTeamId: team!.id,
      isCancellable: true,
      tournamentCategoryRating: null,
    });
  });

  it('gives the rating column data only when the host has the rating feature', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db, { hostId: 2 });
    await buildEntry(t.db, tournament.id, menSingles.id, { rating: 1200, ratingBoost: 30 });
    await setHostRating(t.db, 2, true);
    try {
      expect((await as.host2.get(list(tournament.id))).json().data[0].tournamentCategoryRating).toBe(1230);
    } finally {
      await setHostRating(t.db, 2, false);
    }
    expect((await as.host2.get(list(tournament.id))).json().data[0].tournamentCategoryRating).toBeNull();
  });

  it('refuses an unknown page length with 422', async () => {
    const { tournament } = await buildOpenTournament(t.db);
    expect((await as.host.get(list(tournament.id, '?pageLength=7'))).statusCode).toBe(422);
  });
});

describe('adding participations in the back office', () => {
  it('adds a singles player to several categories with the plural notice and the second fee after the first', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const other = (await buildOpenTournament(t.db)).menSingles;
    expect(other.id).not.toBe(menSingles.id);
    const player = await buildPlayer(t.db);
    const response = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: player.id,
      tournamentCategoryIds: [menSingles.id],
    });
    expect(response.json().message).toBe('Η συμμετοχή καταχωρήθηκε με επιτυχία');
    const again = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: player.id,
      tournamentCategoryIds: [menSingles.id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(N.alreadyIn);
  });

  it("refuses a women's singles category for a man with the domain's Greek message", async () => {
    const { tournament, womenSingles } = await buildOpenTournament(t.db);
    const player = await buildPlayer(t.db, { gender: 0 });
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
        type: 'singles',
        playerId: player.id,
        tournamentCategoryIds: [womenSingles.id],
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.notForPlayerGender,
    );
  });

  it('refuses an empty category selection', async () => {
    const { tournament } = await buildOpenTournament(t.db);
    const player = await buildPlayer(t.db);
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
        type: 'singles',
        playerId: player.id,
        tournamentCategoryIds: [],
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.noCategory,
    );
  });

  it('makes a new mixed team for a man and a woman and enters both rows in mixed doubles only', async () => {
    const { tournament, menDoubles, mixedDoubles } = await buildOpenTournament(t.db);
    const man = await buildPlayer(t.db, { gender: 0 });
    const woman = await buildPlayer(t.db, { gender: 1, name: 'Μαρία' });
    expectFieldError(
      await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
        type: 'doubles',
        player1Id: man.id,
        player2Id: woman.id,
        tournamentCategoryIds: [menDoubles.id],
      }),
      'tournamentCategoryIds',
      ELIGIBILITY_MESSAGES.notForTeamGender,
    );
    const response = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'doubles',
      player1Id: man.id,
      player2Id: woman.id,
      tournamentCategoryIds: [mixedDoubles.id],
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(participations)
      .where(and(eq(participations.tournamentCategoryId, mixedDoubles.id)));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.doublesTeamId).toBe(rows[1]!.doublesTeamId);
    const team = (
      await as.host.get(
        `/api/doubles-teams/search?player1Id=${woman.id}&player2Id=${man.id}&tournamentId=${tournament.id}`,
      )
    ).json();
    expect(team).toMatchObject({ id: rows[0]!.doublesTeamId, gender: 2 });
  });

  it("enters pending by default and approved at once when the draws page's quick-add asks, both rows of a doubles team alike", async () => {
    const { tournament, menSingles, menDoubles } = await buildOpenTournament(t.db);
    const [a, b, c] = [await buildPlayer(t.db), await buildPlayer(t.db), await buildPlayer(t.db)];
    const pending = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: a.id,
      tournamentCategoryIds: [menSingles.id],
    });
    const approved = await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
      type: 'doubles',
      player1Id: b.id,
      player2Id: c.id,
      tournamentCategoryIds: [menDoubles.id],
      approved: true,
    });
    const stateOf = async (ids: number[]) =>
      (
        await t.db.select({ state: participations.state }).from(participations).where(inArray(participations.id, ids))
      ).map((row) => row.state);
    expect(await stateOf(pending.json().ids)).toEqual(['pending']);
    expect(await stateOf(approved.json().ids)).toEqual(['approved', 'approved']);
  });

  it('answers 404 when two players have no team yet', async () => {
    const [a, b] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    expect((await as.host.get(`/api/doubles-teams/search?player1Id=${a.id}&player2Id=${b.id}`)).statusCode).toBe(404);
  });

  it('refuses the same player twice in a new team', async () => {
    const { tournament, menDoubles } = await buildOpenTournament(t.db);
    const a = await buildPlayer(t.db);
    expect(
      (
        await as.host.post(`/api/tournaments/${tournament.id}/participations`, {
          type: 'doubles',
          player1Id: a.id,
          player2Id: a.id,
          tournamentCategoryIds: [menDoubles.id],
        })
      ).statusCode,
    ).toBe(422);
  });
});
