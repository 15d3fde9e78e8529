import type { Db } from '../db/client.js';
import { clubSurfaces } from '../db/schema/index.js';
import { buildClub, buildPlayer } from '../test/build-records.js';
import { scores } from '../matches/match-test-fixtures.js';

// Clubs and players for friendly tests: a club of Athens Tennis (host 1) with
// clay and hard, one of host 2 with clay, and players nobody has linked.

export interface FriendlyFixture {
  athensClubId: number;
  thessalonikiClubId: number;
  playerIds: number[];
}

export async function buildFriendlyFixture(db: Db, players = 6): Promise<FriendlyFixture> {
  const athens = await buildClub(db, { hostId: 1 });
  const thessaloniki = await buildClub(db, { hostId: 2 });
  await db.insert(clubSurfaces).values([
    { clubId: athens.id, surface: 'clay' },
    { clubId: athens.id, surface: 'hard' },
    { clubId: thessaloniki.id, surface: 'clay' },
  ]);
  const playerIds: number[] = [];
  for (let i = 0; i < players; i += 1) playerIds.push((await buildPlayer(db)).id);
  return { athensClubId: athens.id, thessalonikiClubId: thessaloniki.id, playerIds };
}

/** The wizard's draft of a singles friendly at a listed club, won 6-4 6-3 by the submitter. */
export const singlesDraft = (clubId: number, opponent: number, scheduledAt: string) => ({
  friendly: true as const,
  type: 'singles' as const,
  scheduledAt,
  clubId,
  surface: 'clay' as const,
  opponent,
  score: scores.straightSets,
});

/** The schedule screen's request for a friendly, singles unless four players are given. */
export const scheduleRequest = (clubId: number, ids: number[], scheduledAt: string) => ({
  friendly: false as const,
  type: ids.length === 4 ? ('doubles' as const) : ('singles' as const),
  player1Id: ids[0]!,
  player2Id: ids[1]!,
  player3Id: ids[2] ?? null,
  player4Id: ids[3] ?? null,
  scheduledAt,
  clubId,
  surface: 'clay' as const,
});
