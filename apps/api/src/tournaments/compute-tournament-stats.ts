import { and, asc, eq, inArray } from 'drizzle-orm';
import { primaryParticipations } from '@tennis/domain';
import type { TTournamentStats } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { participations, tournamentCategories } from '../db/schema/index.js';
import type { TournamentRow } from './tournament-access.js';

/**
 * The statistics page (spec 2 §2): entries per category, singles against
 * doubles, and the revenue by how many categories each player entered.
 * Only live entries count (pending and approved); the revenue is the fee
 * recorded at entry, so a later price change does not rewrite history.
 */
export async function computeTournamentStats(db: DbOrTx, tournament: TournamentRow): Promise<TTournamentStats> {
  const categories = await db
    .select({ id: tournamentCategories.id, name: tournamentCategories.name, type: tournamentCategories.type })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournament.id))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
  const entries = await db
    .select({
      playerId: participations.playerId,
      categoryId: participations.tournamentCategoryId,
      feeCents: participations.feeCents,
    })
    .from(participations)
    .where(and(eq(participations.tournamentId, tournament.id), inArray(participations.state, ['pending', 'approved'])));

  const perCategoryCount = new Map<number, number>();
  for (const entry of entries)
    perCategoryCount.set(entry.categoryId, (perCategoryCount.get(entry.categoryId) ?? 0) + 1);
  const perCategory = categories.map((category) => {
    const count = perCategoryCount.get(category.id) ?? 0;
    return {
      name: category.name,
      type: category.type,
      participations: count,
      primaryParticipations: primaryParticipations(count, category.type),
    };
  });

  const byPlayer = new Map<number, { categories: number; feeCents: number }>();
  for (const entry of entries) {
    const player = byPlayer.get(entry.playerId) ?? { categories: 0, feeCents: 0 };
    player.categories += 1;
    player.feeCents += entry.feeCents;
    byPlayer.set(entry.playerId, player);
  }
  const byCount = new Map<number, { players: number; revenueCents: number }>();
  for (const player of byPlayer.values()) {
    const bucket = byCount.get(player.categories) ?? { players: 0, revenueCents: 0 };
    bucket.players += 1;
    bucket.revenueCents += player.feeCents;
    byCount.set(player.categories, bucket);
  }

  return {
    tournamentId: tournament.id,
    name: tournament.name,
    perCategory,
    singles: perCategory.filter((c) => c.type === 'singles').reduce((sum, c) => sum + c.primaryParticipations, 0),
    doubles: perCategory.filter((c) => c.type === 'doubles').reduce((sum, c) => sum + c.primaryParticipations, 0),
    revenueByParticipationCount: [...byCount.entries()]
      .sort(([a], [b]) => a - b)
      .map(([categories, bucket]) => ({ categories, ...bucket })),
  };
}
