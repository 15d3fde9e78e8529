import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTICIPATION_REFUSALS as R,
  TOURNAMENT_PARTICIPATION_NOTICES as N,
  type TCategoryDraw,
  type TOrderOfPlay,
  type TTournamentParticipationListResponse,
} from '@tennis/contracts';
import { doublesTeams, matches, participations, revisions } from '../../db/schema/index.js';
import { createTestApp, type Agent, type TestApp } from '../../test/app.js';
import { buildPlayer } from '../../test/build-records.js';
import { demoAgents, type Who } from '../../test/demo-agents.js';
import { buildCategoryFixture, categoryPath } from '../draws/draw-test-fixtures.js';
import { buildEntry, buildOpenTournament } from './participation-fixtures.test-helpers.js';

// Issue 14.11: how an entrant got in (direct, WC, Q, LL, PR, SE, ALT), set by
// the back office on a participation and carried beside the name wherever it appears.

let t: TestApp;
let as: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  as = await demoAgents(t.app);
});
afterAll(async () => t?.close());

const url = (tournamentId: number, id: number) => `/api/tournaments/${tournamentId}/participations/${id}/entry-status`;
const stored = async (ids: number[]) =>
  (await t.db.select().from(participations).where(inArray(participations.id, ids))).map((row) => row.entryStatus);

describe('POST /api/tournaments/{tournamentId}/participations/{participationId}/entry-status', () => {
  it('enters everyone directly by default and lists the status the back office sets, with a revision', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'approved' });
    const other = await buildEntry(t.db, tournament.id, menSingles.id);
    expect(await stored([entry.id, other.id])).toEqual(['direct', 'direct']);
    const response = await as.host.post(url(tournament.id, entry.id), { entryStatus: 'WC' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: N.entryStatusSet });
    const list = (
      await as.host.get(`/api/backoffice/tournaments/${tournament.id}/participations?pageLength=100`)
    ).json<TTournamentParticipationListResponse>();
    expect(Object.fromEntries(list.data.map((row) => [row.id, row.entryStatus]))).toEqual({
      [entry.id]: 'WC',
      [other.id]: 'direct',
    });
    const [revision] = await t.db.select().from(revisions).where(eq(revisions.entityId, entry.id));
    expect(revision).toMatchObject({
      entityType: 'participations',
      action: 'entry-status',
      oldValues: expect.objectContaining({ entryStatus: 'direct' }),
      newValues: expect.objectContaining({ entryStatus: 'WC' }),
    });
  });

  it('gives both players of a doubles pair the same status', async () => {
    const { tournament, menDoubles } = await buildOpenTournament(t.db);
    const [a, b] = [await buildPlayer(t.db), await buildPlayer(t.db)];
    const [team] = await t.db.insert(doublesTeams).values({ player1Id: a.id, player2Id: b.id, gender: 0 }).returning();
    const first = await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: a.id, doublesTeamId: team!.id });
    const second = await buildEntry(t.db, tournament.id, menDoubles.id, { playerId: b.id, doublesTeamId: team!.id });
    expect((await as.host.post(url(tournament.id, second.id), { entryStatus: 'ALT' })).statusCode).toBe(200);
    expect(await stored([first.id, second.id])).toEqual(['ALT', 'ALT']);
  });

  it('refuses a rejected participation (409) and an unknown status (422, Greek), changing nothing', async () => {
    const { tournament, menSingles } = await buildOpenTournament(t.db);
    const rejected = await buildEntry(t.db, tournament.id, menSingles.id, { state: 'rejected' });
    const refused = await as.host.post(url(tournament.id, rejected.id), { entryStatus: 'Q' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.notActive);
    const pending = await buildEntry(t.db, tournament.id, menSingles.id);
    for (const entryStatus of ['XX', 'wc', '', null]) {
      const invalid = await as.host.post(url(tournament.id, pending.id), { entryStatus });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.entryStatus).toEqual(['Μη έγκυρη κατάσταση εισόδου']);
    }
    expect(await stored([rejected.id, pending.id])).toEqual(['direct', 'direct']);
  });

  it('answers 404 for a participation of another tournament and 403 to another host', async () => {
    const first = await buildOpenTournament(t.db);
    const second = await buildOpenTournament(t.db);
    const entry = await buildEntry(t.db, first.tournament.id, first.menSingles.id);
    expect((await as.admin.post(url(second.tournament.id, entry.id), { entryStatus: 'SE' })).statusCode).toBe(404);
    expect((await as.host2.post(url(first.tournament.id, entry.id), { entryStatus: 'SE' })).statusCode).toBe(403);
    expect(await stored([entry.id])).toEqual(['direct']);
  });
});

describe('the entry status beside the name', () => {
  it('shows on the draw a guest reads and in the order of play, also when set after the draw was made', async () => {
    const f = await buildCategoryFixture(t.db, { entrants: 8 });
    expect((await as.host.post(`${categoryPath(f)}/initialize`, { drawSize: 8, qualifierMatches: 0 })).statusCode).toBe(
      200,
    );
    const drawOf = async (who: Who = 'guest') =>
      (await as[who].get(`/api/tournaments/tournament-categories/${f.categoryId}/draw`)).json<{
        data: TCategoryDraw;
      }>().data;
    const before = await drawOf();
    expect(before.matches.slice(0, 4).flatMap((m) => [m.home.entryStatus, m.away.entryStatus])).toEqual(
      Array(8).fill('direct'),
    );
    // The second round waits for winners: its lines have no entrant and no status.
    expect(before.matches[4]!.home.entryStatus).toBeNull();

    const [wildCard, luckyLoser] = f.participationIds;
    const version = async () =>
      (
        await t.db.execute<{ version: number }>(
          sql`select version from tournament_public_versions where tournament_id = ${f.tournamentId}`,
        )
      ).rows[0]!.version;
    const versionBefore = await version();
    await as.host.post(url(f.tournamentId, wildCard!), { entryStatus: 'WC' });
    await as.host.post(url(f.tournamentId, luckyLoser!), { entryStatus: 'LL' });
    const statusOf = (draw: TCategoryDraw) => {
      const found = new Map<number, string | null>();
      for (const match of draw.matches.slice(0, 4))
        for (const side of [match.home, match.away]) found.set(side.players[0]!.id, side.entryStatus ?? null);
      return found;
    };
    const players = await t.db
      .select({ id: participations.id, playerId: participations.playerId })
      .from(participations)
      .where(inArray(participations.id, [wildCard!, luckyLoser!]));
    // The public draw is cached by the tournament's version: the change moves it, so guests see it within the second.
    expect(await version()).toBeGreaterThan(versionBefore);
    const after = statusOf(await drawOf('host'));
    expect(players.map((p) => after.get(p.playerId))).toEqual(players.map((p) => (p.id === wildCard ? 'WC' : 'LL')));

    const [played] = await t.db
      .select()
      .from(matches)
      .where(or(eq(matches.homeParticipationId, wildCard!), eq(matches.awayParticipationId, wildCard!)));
    const side = played!.homeParticipationId === wildCard ? 'home' : 'away';
    const day = '2031-05-09';
    await t.db
      .update(matches)
      .set({ scheduledAt: new Date(`${day}T09:00:00Z`) })
      .where(eq(matches.id, played!.id));
    const orderOfPlay = (await as.guest.get(`/api/tournaments/${f.tournamentId}/order-of-play?date=${day}`)).json<{
      data: TOrderOfPlay;
    }>().data;
    expect(orderOfPlay.matches.map((m) => m[side].entryStatus)).toEqual(['WC']);
  });
});
