import type { Db } from '../../db/client.js';
import { participations, tournamentCategories, tournamentHosts } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { buildPlayer, buildTournament } from '../../test/build-records.js';

type CategoryValues = Partial<typeof tournamentCategories.$inferInsert>;

/**
 * A published tournament of host 1 (participations open, 25 € then 15 €) with
 * men's singles, women's singles, men's doubles and mixed doubles categories.
 */
export async function buildOpenTournament(db: Db, values: Parameters<typeof buildTournament>[1] = {}) {
  const tournament = await buildTournament(db, {
    state: 'pending',
    participationsOpen: true,
    secondCategoryCostCents: 1500,
    ...values,
  });
  const category = async (extra: CategoryValues & { name: string; type: 'singles' | 'doubles'; gender: number }) =>
    (
      await db
        .insert(tournamentCategories)
        .values({ tournamentId: tournament.id, seedCount: 2, ...extra })
        .returning()
    )[0]!;
  const menSingles = await category({ name: 'Ανδρών Μονό', type: 'singles', gender: 0 });
  const womenSingles = await category({ name: 'Γυναικών Μονό', type: 'singles', gender: 1 });
  const menDoubles = await category({ name: 'Ανδρών Διπλό', type: 'doubles', gender: 0 });
  const mixedDoubles = await category({ name: 'Μικτό Διπλό', type: 'doubles', gender: 2 });
  return { tournament, menSingles, womenSingles, menDoubles, mixedDoubles };
}

/** A player's entry in a category, in the given state. */
export async function buildEntry(
  db: Db,
  tournamentId: number,
  tournamentCategoryId: number,
  values: Partial<typeof participations.$inferInsert> = {},
) {
  const playerId = values.playerId ?? (await buildPlayer(db)).id;
  const [row] = await db
    .insert(participations)
    .values({ tournamentId, tournamentCategoryId, playerId, feeCents: 2500, ...values })
    .returning();
  return row!;
}

export async function setHostRating(db: Db, hostId: number, hasRating: boolean) {
  await db.update(tournamentHosts).set({ hasRating }).where(eq(tournamentHosts.id, hostId));
}
