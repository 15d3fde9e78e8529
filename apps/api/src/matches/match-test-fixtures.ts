import { eq } from 'drizzle-orm';
import { REGULAR_SEASON_PHASE } from '@tennis/domain';
import type { Db } from '../db/client.js';
import { championshipParticipations, clubSurfaces, matches } from '../db/schema/index.js';
import { buildChampionship, buildClub, buildPlayer, buildVenue } from '../test/build-records.js';

// A championship ready for match tests: a venue with clay and hard courts,
// approved players with an ATRP, and scheduled matches between them.

export interface ChampionshipFixture {
  championshipId: number;
  clubId: number;
  /** A club that is not a venue of the championship. */
  otherClubId: number;
  playerIds: number[];
}

export async function buildChampionshipFixture(
  db: Db,
  options: { players?: number; hostId?: number; state?: 'underway' | 'archived'; type?: 'singles' | 'doubles' } = {},
): Promise<ChampionshipFixture> {
  const championship = await buildChampionship(db, {
    hostId: options.hostId ?? 1,
    state: options.state ?? 'underway',
    type: options.type ?? 'singles',
  });
  const club = await buildClub(db, {
    hostId: options.hostId ?? 1,
    name: `Όμιλος Αντισφαίρισης Κηφισιάς ${championship.id}`,
  });
  const other = await buildClub(db, { name: `Όμιλος Αντισφαίρισης Πάτρας ${championship.id}` });
  await buildVenue(db, championship.id, club.id);
  await db.insert(clubSurfaces).values([
    { clubId: club.id, surface: 'clay' },
    { clubId: club.id, surface: 'hard' },
    { clubId: other.id, surface: 'clay' },
  ]);
  const playerIds: number[] = [];
  for (let i = 0; i < (options.players ?? 6); i += 1) {
    const player = await buildPlayer(db);
    playerIds.push(player.id);
    await db
      .insert(championshipParticipations)
      .values({ championshipId: championship.id, playerId: player.id, state: 'approved', atrp: 2.5 + (i % 3) * 0.5 });
  }
  return { championshipId: championship.id, clubId: club.id, otherClubId: other.id, playerIds };
}

/** A scheduled singles match of the fixture between two of its players. */
export async function buildScheduledMatch(
  db: Db,
  fixture: ChampionshipFixture,
  home: number,
  away: number,
  values: Partial<typeof matches.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(matches)
    .values({
      kind: 'championship',
      type: 'singles',
      hostId: 1,
      championshipId: fixture.championshipId,
      homePlayer1Id: home,
      awayPlayer1Id: away,
      tournamentPhase: REGULAR_SEASON_PHASE,
      state: 'initialized',
      scheduledAt: new Date('2026-11-24T17:00:00Z'),
      clubId: fixture.clubId,
      surface: 'clay',
      ...values,
    })
    .returning({ id: matches.id });
  return row!.id;
}

export async function participationOf(db: Db, championshipId: number, playerId: number) {
  const rows = await db
    .select()
    .from(championshipParticipations)
    .where(eq(championshipParticipations.playerId, playerId));
  return rows.find((row) => row.championshipId === championshipId)!;
}

const part = (
  home: number | null,
  away: number | null,
  flags: Partial<Record<'homeRet' | 'awayRet' | 'homeDef' | 'awayDef', boolean>> = {},
) => ({
  home,
  away,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
  ...flags,
});

/** Score bodies by their usual notation. */
export const scores = {
  part,
  straightSets: { s1: part(6, 4), s2: part(6, 3), st: null },
  superTieBreak: { s1: part(6, 4), s2: part(3, 6), st: part(10, 8) },
};
