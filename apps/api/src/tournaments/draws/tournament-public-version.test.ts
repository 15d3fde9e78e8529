import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db, DbOrTx } from '../../db/client.js';
import {
  clubs,
  doublesTeams,
  groupParticipants,
  matches,
  participations,
  players,
  roundRobinGroups,
  tournamentCategories,
  tournaments,
} from '../../db/schema/index.js';
import { seedAccounts } from '../../seed/accounts.js';
import { buildChampionship, buildClub, buildPlayer, buildTournament } from '../../test/build-records.js';
import { createTestDatabase } from '../../test/database.js';

// The triggers of migrations 0005 and 0022: every change that can alter a
// tournament's public draws or order of play moves its version, and the
// version of the category whose draw it alters, once per transaction, at
// commit; changes elsewhere leave them alone.

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

async function versionOf(from: DbOrTx, tournamentId: number): Promise<number | undefined> {
  const { rows } = await from.execute<{ version: number }>(
    sql`select version from tournament_public_versions where tournament_id = ${tournamentId}`,
  );
  return rows[0]?.version;
}

async function categoryVersionOf(from: DbOrTx, categoryId: number): Promise<number | undefined> {
  const { rows } = await from.execute<{ version: number }>(
    sql`select version from category_public_versions where tournament_category_id = ${categoryId}`,
  );
  return rows[0]?.version;
}

/** A tournament with a scheduled knockout match at a club, a round-robin group with one member, and a doubles pair. */
async function buildPublicTournament() {
  const tournament = await buildTournament(db);
  const [category] = await db
    .insert(tournamentCategories)
    .values({ tournamentId: tournament.id, name: 'Ανδρών Μονό', type: 'singles', gender: 0 })
    .returning();
  const [home, away, partner] = [await buildPlayer(db), await buildPlayer(db), await buildPlayer(db)];
  const entry = (playerId: number, doublesTeamId: number | null = null) => ({
    tournamentId: tournament.id,
    tournamentCategoryId: category!.id,
    playerId,
    doublesTeamId,
    state: 'approved' as const,
  });
  const [homeEntry, awayEntry] = await db
    .insert(participations)
    .values([entry(home!.id), entry(away!.id)])
    .returning();
  const [team] = await db
    .insert(doublesTeams)
    .values({ player1Id: partner!.id, player2Id: home!.id, gender: 0 })
    .returning();
  const [doublesCategory] = await db
    .insert(tournamentCategories)
    .values({ tournamentId: tournament.id, name: 'Ανδρών Διπλό', type: 'doubles', gender: 0 })
    .returning();
  await db
    .insert(participations)
    .values({ ...entry(partner!.id, team!.id), tournamentCategoryId: doublesCategory!.id });
  const club = await buildClub(db);
  const [match] = await db
    .insert(matches)
    .values({
      kind: 'tournament',
      type: 'singles',
      hostId: 1,
      tournamentId: tournament.id,
      tournamentCategoryId: category!.id,
      homeParticipationId: homeEntry!.id,
      awayParticipationId: awayEntry!.id,
      homePlayer1Id: home!.id,
      awayPlayer1Id: away!.id,
      state: 'initialized',
      aa: 1,
      tournamentPhase: 2,
      clubId: club.id,
      scheduledAt: new Date('2026-11-28T09:00:00Z'),
    })
    .returning();
  const [group] = await db
    .insert(roundRobinGroups)
    .values({ tournamentCategoryId: category!.id, groupNumber: 1 })
    .returning();
  await db
    .insert(groupParticipants)
    .values({ roundRobinGroupId: group!.id, participationId: homeEntry!.id, position: 1 });
  return {
    tournament,
    category: category!,
    doublesCategory: doublesCategory!,
    match: match!,
    group: group!,
    homeEntry: homeEntry!,
    awayEntry: awayEntry!,
    home: home!,
    club,
    team: team!,
  };
}

type Fixture = Awaited<ReturnType<typeof buildPublicTournament>>;

const changes: [string, (f: Fixture) => Promise<unknown>][] = [
  [
    'a score',
    (f) =>
      db
        .update(matches)
        .set({ s1Home: 6, s1Away: 4, s2Home: 6, s2Away: 2, winner: 0, state: 'concluded' })
        .where(eq(matches.id, f.match.id)),
  ],
  [
    'a new schedule',
    (f) =>
      db
        .update(matches)
        .set({ scheduledAt: new Date('2026-11-28T15:00:00Z') })
        .where(eq(matches.id, f.match.id)),
  ],
  ['a featured match', (f) => db.update(matches).set({ featured: true }).where(eq(matches.id, f.match.id))],
  [
    'order-of-play comments',
    (f) => db.update(matches).set({ orderOfPlayComments: 'Όχι πριν τις 11:00' }).where(eq(matches.id, f.match.id)),
  ],
  ['a deleted match', (f) => db.delete(matches).where(eq(matches.id, f.match.id))],
  [
    'a new participation',
    async (f) =>
      db.insert(participations).values({
        tournamentId: f.tournament.id,
        tournamentCategoryId: f.category.id,
        playerId: (await buildPlayer(db)).id,
      }),
  ],
  ['a removed participation', (f) => db.delete(participations).where(eq(participations.id, f.awayEntry.id))],
  ['a seed', (f) => db.update(participations).set({ seed: 1 }).where(eq(participations.id, f.homeEntry.id))],
  ['a new group', (f) => db.insert(roundRobinGroups).values({ tournamentCategoryId: f.category.id, groupNumber: 2 })],
  [
    'a new group member',
    (f) =>
      db
        .insert(groupParticipants)
        .values({ roundRobinGroupId: f.group.id, participationId: f.awayEntry.id, position: 2 }),
  ],
  [
    'a member leaving a group',
    (f) => db.delete(groupParticipants).where(eq(groupParticipants.participationId, f.homeEntry.id)),
  ],
  ['a deleted group', (f) => db.delete(roundRobinGroups).where(eq(roundRobinGroups.id, f.group.id))],
  [
    'a hidden category',
    (f) => db.update(tournamentCategories).set({ visible: false }).where(eq(tournamentCategories.id, f.category.id)),
  ],
  [
    'a new category',
    (f) =>
      db
        .insert(tournamentCategories)
        .values({ tournamentId: f.tournament.id, name: 'Γυναικών Μονό', type: 'singles', gender: 1 }),
  ],
  [
    'a renamed tournament',
    (f) => db.update(tournaments).set({ name: 'Τουρνουά Φθινοπώρου' }).where(eq(tournaments.id, f.tournament.id)),
  ],
  [
    'a state change of the tournament',
    (f) => db.update(tournaments).set({ state: 'archived' }).where(eq(tournaments.id, f.tournament.id)),
  ],
  [
    'a renamed player on court',
    (f) => db.update(players).set({ displayName: 'Νίκος Αλεξίου' }).where(eq(players.id, f.home.id)),
  ],
  ['a new rating of a player on court', (f) => db.update(players).set({ atrp: 4 }).where(eq(players.id, f.home.id))],
  [
    'a renamed club of a match',
    (f) => db.update(clubs).set({ name: 'Όμιλος Αντισφαίρισης Βάρκιζας' }).where(eq(clubs.id, f.club.id)),
  ],
  [
    'a new player in a doubles pair',
    async (f) =>
      db
        .update(doublesTeams)
        .set({ player2Id: (await buildPlayer(db)).id })
        .where(eq(doublesTeams.id, f.team.id)),
  ],
];

describe('tournament public version', () => {
  it.each(changes)('moves on %s', async (_name, change) => {
    const f = await buildPublicTournament();
    const before = await versionOf(db, f.tournament.id);
    expect(before).toBeGreaterThanOrEqual(1);
    await change(f);
    expect(await versionOf(db, f.tournament.id)).toBe(before! + 1);
  });

  // Which categories' draws each change alters: the one in play, or every category of a tournament changed itself.
  const categoriesMoved: Record<string, (f: Fixture) => number[]> = {
    'a new category': () => [],
    'a renamed tournament': (f) => [f.category.id, f.doublesCategory.id],
    'a state change of the tournament': (f) => [f.category.id, f.doublesCategory.id],
    'a new player in a doubles pair': (f) => [f.doublesCategory.id],
  };
  it.each(changes)('moves the draw’s own category, and no other, on %s', async (name, change) => {
    const f = await buildPublicTournament();
    const ids = [f.category.id, f.doublesCategory.id];
    const before = await Promise.all(ids.map((id) => categoryVersionOf(db, id)));
    await change(f);
    const moved = (categoriesMoved[name] ?? ((g: Fixture) => [g.category.id]))(f);
    const after = await Promise.all(ids.map((id) => categoryVersionOf(db, id)));
    ids.forEach((id, i) => {
      // A deleted row has no category left to version: only the draw's own category is asked.
      expect(after[i]).toBe(moved.includes(id) ? before[i]! + 1 : before[i]);
    });
  });

  it.each<[string, (f: Fixture) => Promise<unknown>]>([
    [
      'a championship match',
      async () => {
        const championship = await buildChampionship(db);
        const [a, b] = [await buildPlayer(db), await buildPlayer(db)];
        await db.insert(matches).values({
          kind: 'championship',
          type: 'singles',
          hostId: 1,
          championshipId: championship.id,
          homePlayer1Id: a!.id,
          awayPlayer1Id: b!.id,
        });
      },
    ],
    [
      'another tournament’s score',
      async () => {
        const other = await buildPublicTournament();
        await db.update(matches).set({ featured: true }).where(eq(matches.id, other.match.id));
      },
    ],
    ['a player’s notes', (f) => db.update(players).set({ notes: 'Αριστερόχειρας' }).where(eq(players.id, f.home.id))],
    ['a club’s phone', (f) => db.update(clubs).set({ phone: '2101234567' }).where(eq(clubs.id, f.club.id))],
  ])('stays on %s', async (_name, change) => {
    const f = await buildPublicTournament();
    const before = await versionOf(db, f.tournament.id);
    await change(f);
    expect(await versionOf(db, f.tournament.id)).toBe(before);
  });

  it('moves once per transaction, at its commit', async () => {
    const f = await buildPublicTournament();
    const before = await versionOf(db, f.tournament.id);
    await db.transaction(async (tx) => {
      await tx.update(matches).set({ featured: true }).where(eq(matches.id, f.match.id));
      await tx.update(participations).set({ seed: 1 }).where(eq(participations.id, f.homeEntry.id));
      await tx.update(tournaments).set({ name: 'Τουρνουά Χειμώνα' }).where(eq(tournaments.id, f.tournament.id));
      expect(await versionOf(tx, f.tournament.id)).toBe(before);
    });
    expect(await versionOf(db, f.tournament.id)).toBe(before! + 1);
  });

  it('moves a category once per transaction, at its commit, and starts at 1 with a new category', async () => {
    const f = await buildPublicTournament();
    const before = await categoryVersionOf(db, f.category.id);
    await db.transaction(async (tx) => {
      await tx.update(matches).set({ featured: true }).where(eq(matches.id, f.match.id));
      await tx.update(participations).set({ seed: 1 }).where(eq(participations.id, f.homeEntry.id));
      expect(await categoryVersionOf(tx, f.category.id)).toBe(before);
    });
    expect(await categoryVersionOf(db, f.category.id)).toBe(before! + 1);
    const [fresh] = await db
      .insert(tournamentCategories)
      .values({ tournamentId: f.tournament.id, name: 'Μικτό Διπλό', type: 'doubles', gender: 2 })
      .returning();
    expect(await categoryVersionOf(db, fresh!.id)).toBe(1);
    await db.delete(tournamentCategories).where(eq(tournamentCategories.id, fresh!.id));
    expect(await categoryVersionOf(db, fresh!.id)).toBeUndefined();
  });

  it('starts with a new tournament and goes with a deleted one', async () => {
    const f = await buildPublicTournament();
    expect(await versionOf(db, (await buildTournament(db)).id)).toBe(1);
    await db.delete(tournaments).where(eq(tournaments.id, f.tournament.id));
    expect(await versionOf(db, f.tournament.id)).toBeUndefined();
  });
});
