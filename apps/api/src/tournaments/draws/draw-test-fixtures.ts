import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matches, participations, tournamentCategories } from '../../db/schema/index.js';
import { buildPlayer, buildTournament } from '../../test/build-records.js';

// A tournament category ready for draw tests: approved singles entrants, the
// first `seeds` of them seeded 1, 2, ….

export interface CategoryFixture {
  tournamentId: number;
  categoryId: number;
  participationIds: number[];
}

let sequence = 0;

export async function buildCategoryFixture(
  db: Db,
  options: {
    entrants?: number;
    seeds?: number;
    hostId?: number;
    state?: 'underway' | 'archived' | 'pending';
    tournamentId?: number;
  } = {},
): Promise<CategoryFixture> {
  const tournamentId =
    options.tournamentId ??
    (await buildTournament(db, { hostId: options.hostId ?? 1, state: options.state ?? 'underway' })).id;
  sequence += 1;
  const [category] = await db
    .insert(tournamentCategories)
    .values({ tournamentId, name: `Ανδρών Μονό ${sequence}`, type: 'singles', gender: 0 })
    .returning();
  const participationIds: number[] = [];
  for (let i = 0; i < (options.entrants ?? 6); i += 1) {
    const player = await buildPlayer(db);
    const [row] = await db
      .insert(participations)
      .values({
        tournamentId,
        tournamentCategoryId: category!.id,
        playerId: player.id,
        state: 'approved',
        seed: i < (options.seeds ?? 0) ? i + 1 : null,
        rating: 100 - i,
      })
      .returning({ id: participations.id });
    participationIds.push(row!.id);
  }
  return { tournamentId, categoryId: category!.id, participationIds };
}

/** The category's back-office draw calls sit under its tournament. */
export const categoryPath = (f: Pick<CategoryFixture, 'tournamentId' | 'categoryId'>) =>
  `/api/tournaments/${f.tournamentId}/tournament-categories/${f.categoryId}`;

/** The category's knockout matches by draw number. */
export async function drawMatchesOf(db: Db, categoryId: number) {
  const rows = await db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentCategoryId, categoryId), isNull(matches.roundRobinGroupId)));
  return new Map(rows.map((row) => [row.aa as number, row]));
}

export async function categoryOf(db: Db, categoryId: number) {
  return (await db.select().from(tournamentCategories).where(eq(tournamentCategories.id, categoryId)))[0]!;
}
