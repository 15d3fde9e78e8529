import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import {
  achievements,
  availabilityEvents,
  championshipParticipations,
  championships,
  clubs,
  matches,
  playerAchievements,
  players,
} from '../db/schema/index.js';
import {
  buildChampionshipFixture,
  buildScheduledMatch,
  type ChampionshipFixture,
} from '../matches/match-test-fixtures.js';
import { seedAccounts } from '../seed/accounts.js';
import { buildPlayer } from '../test/build-records.js';
import { createTestDatabase } from '../test/database.js';

// The triggers of migration 0012: every change a public profile shows moves
// the version of the players it concerns (row 0 for names every profile may
// show), once per transaction; changes elsewhere leave them alone.

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedAccounts(db);
});
afterAll(async () => {
  await database?.close();
});

/** Home and away of a coming match, a bystander who played neither, a former opponent of home's. */
interface Cast {
  f: ChampionshipFixture;
  home: number;
  away: number;
  bystander: number;
  formerOpponent: number;
  matchId: number;
}

/** A championship of its own for each case: the cases run in any order. */
async function buildCast(): Promise<Cast> {
  const f = await buildChampionshipFixture(db, { players: 4 });
  const [home, away, bystander, formerOpponent] = f.playerIds as [number, number, number, number];
  const matchId = await buildScheduledMatch(db, f, home, away);
  await buildScheduledMatch(db, f, formerOpponent, home, { state: 'concluded', winner: 0, s1Home: 6, s1Away: 1 });
  return { f, home, away, bystander, formerOpponent, matchId };
}

async function versions(ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ player_id: number; version: number }>(
    sql`select player_id, version from player_public_versions where player_id in ${ids}`,
  );
  return new Map(rows.map((row) => [row.player_id, row.version]));
}

/** The cast's rows (and row 0) whose version moved while `change` ran, and by how much. */
async function moved(cast: Cast, change: () => Promise<unknown>): Promise<Record<string, number>> {
  const names = new Map([
    [0, 'everyone'],
    [cast.home, 'home'],
    [cast.away, 'away'],
    [cast.bystander, 'bystander'],
    [cast.formerOpponent, 'formerOpponent'],
  ]);
  const before = await versions([...names.keys()]);
  await change();
  const after = await versions([...names.keys()]);
  const result: Record<string, number> = {};
  for (const [id, version] of after) {
    const step = version - (before.get(id) ?? 0);
    if (step !== 0) result[names.get(id)!] = step;
  }
  return result;
}

describe('player_public_versions', () => {
  it('has a row for every player, made with the player, and row 0 for everyone', async () => {
    const player = await buildPlayer(db);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from players p
      where not exists (select 1 from player_public_versions v where v.player_id = p.id)`);
    expect(rows[0]!.n).toBe(0);
    const { rows: own } = await db.execute<{ version: number }>(
      sql`select version from player_public_versions where player_id in (0, ${player.id}) order by player_id`,
    );
    expect(own).toHaveLength(2);
    await db.delete(players).where(eq(players.id, player.id));
    const { rows: gone } = await db.execute(sql`select 1 from player_public_versions where player_id = ${player.id}`);
    expect(gone).toHaveLength(0);
  });

  it.each<[string, (cast: Cast) => Promise<unknown>, Record<string, number>]>([
    [
      'a score moves both players on court',
      ({ matchId }) =>
        db
          .update(matches)
          .set({ state: 'concluded', winner: 1, s1Home: 3, s1Away: 6, s2Home: 4, s2Away: 6 })
          .where(eq(matches.id, matchId)),
      { home: 1, away: 1 },
    ],
    [
      'a swapped opponent moves the old and the new one',
      ({ matchId, bystander }) => db.update(matches).set({ awayPlayer1Id: bystander }).where(eq(matches.id, matchId)),
      { home: 1, away: 1, bystander: 1 },
    ],
    [
      'a new rank moves that player only',
      ({ away }) =>
        db.update(championshipParticipations).set({ openRank: 2 }).where(eq(championshipParticipations.playerId, away)),
      { away: 1 },
    ],
    [
      'a rename moves the player and everyone who played them',
      ({ home }) => db.update(players).set({ displayName: 'Νέο Όνομα' }).where(eq(players.id, home)),
      { home: 1, away: 1, formerOpponent: 1 },
    ],
    [
      'a new phone moves only the player (who is answered fresh anyway)',
      ({ away }) => db.update(players).set({ phone: '6900000001' }).where(eq(players.id, away)),
      { away: 1 },
    ],
    [
      'an achievement moves its player, the catalogue everyone',
      async ({ away }) => {
        const [achievement] = await db
          .insert(achievements)
          .values({ key: `trigger-${away}`, family: `trigger-${away}`, tier: 1, name: 'Δοκιμή' })
          .returning();
        await db.insert(playerAchievements).values({ playerId: away, achievementId: achievement!.id });
      },
      { everyone: 1, away: 1 },
    ],
    [
      'availability moves its player',
      ({ bystander }) =>
        db.insert(availabilityEvents).values({
          playerId: bystander,
          startsAt: new Date('2030-05-01T15:00:00Z'),
          endsAt: new Date('2030-05-01T17:00:00Z'),
        }),
      { bystander: 1 },
    ],
    [
      "a club's new name moves everyone",
      ({ f }) =>
        db
          .update(clubs)
          .set({ name: `Όμιλος με νέο όνομα ${f.clubId}` })
          .where(eq(clubs.id, f.clubId)),
      { everyone: 1 },
    ],
    [
      "a championship's standings leave the names alone",
      ({ f }) => db.update(championships).set({ updatedAt: new Date() }).where(eq(championships.id, f.championshipId)),
      {},
    ],
  ])('%s', async (_name, change, expected) => {
    const cast = await buildCast();
    expect(await moved(cast, () => change(cast))).toEqual(expected);
  });

  it('moves each player once per transaction, however many of their rows change', async () => {
    const cast = await buildCast();
    const step = await moved(cast, () =>
      db.transaction(async (tx) => {
        for (let i = 0; i < 5; i += 1)
          await tx
            .update(matches)
            .set({ orderOfPlayComments: `αλλαγή ${i}` })
            .where(inArray(matches.homePlayer1Id, [cast.home, cast.formerOpponent]));
      }),
    );
    expect(step).toEqual({ home: 1, away: 1, formerOpponent: 1 });
  });
});
