import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type {
  TTournamentParticipation,
  TTournamentParticipationListQuery,
  TTournamentParticipationListResponse,
} from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { participations, players, tournamentCategories } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { listMeta } from '../../lib/list-meta.js';
import { paidFilter } from '../../lib/paid-filter.js';
import { containsTerm, normalizedTerm } from '../../search/search-terms.js';
import type { TournamentWithHost } from './tournament-with-host.js';

const sibling = alias(participations, 'sibling');
const teammate = alias(players, 'teammate');

const athens = (instant: Date | null) => (instant ? formatAthensDateTime(instant) : null);

/** The tournament's categories, in the order the host arranged them. */
export function categoriesOf(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      id: tournamentCategories.id,
      name: tournamentCategories.name,
      type: tournamentCategories.type,
      gender: tournamentCategories.gender,
    })
    .from(tournamentCategories)
    .where(eq(tournamentCategories.tournamentId, tournamentId))
    .orderBy(asc(tournamentCategories.position), asc(tournamentCategories.id));
}

/** The rows of the participations list, or the few given by id. */
async function selectParticipations(
  db: DbOrTx,
  hostHasRating: boolean,
  where: SQL | undefined,
  paging?: { limit: number; offset: number; dir: 'asc' | 'desc' },
): Promise<TTournamentParticipation[]> {
  const order = paging?.dir === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: participations.id,
      playerId: participations.playerId,
      doublesTeamId: participations.doublesTeamId,
      tournamentCategoryId: participations.tournamentCategoryId,
      rating: participations.rating,
      ratingBoost: participations.ratingBoost,
      state: participations.state,
      seed: participations.seed,
      entryStatus: participations.entryStatus,
      paidAt: participations.paidAt,
      feeCents: participations.feeCents,
      rejectionNotes: participations.rejectionNotes,
      createdAt: participations.createdAt,
      playerFullname: players.displayName,
      teammateFullname: teammate.displayName,
      siblingPaidAt: sibling.paidAt,
      categoryName: tournamentCategories.name,
      categoryState: tournamentCategories.state,
      seedCount: tournamentCategories.seedCount,
    })
    .from(participations)
    .innerJoin(players, eq(players.id, participations.playerId))
    .innerJoin(tournamentCategories, eq(tournamentCategories.id, participations.tournamentCategoryId))
    .leftJoin(
      sibling,
      and(
        eq(sibling.doublesTeamId, participations.doublesTeamId),
        eq(sibling.tournamentCategoryId, participations.tournamentCategoryId),
        ne(sibling.id, participations.id),
      ),
    )
    .leftJoin(teammate, eq(teammate.id, sibling.playerId))
    .where(where)
    .orderBy(order(participations.createdAt), order(participations.id))
    .limit(paging?.limit ?? 1000)
    .offset(paging?.offset ?? 0);
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    playerFullname: row.playerFullname,
    teammateFullname: row.teammateFullname,
    doublesTeamId: row.doublesTeamId,
    tournamentCategoryId: row.tournamentCategoryId,
    tournamentCategoryName: row.categoryName,
    tournamentCategoryRating: hostHasRating ? (row.rating ?? 0) + row.ratingBoost : null,
    ratingBoost: row.ratingBoost,
    state: row.state,
    seed: row.seed,
    entryStatus: row.entryStatus,
    seedCount: row.seedCount,
    paid: row.paidAt !== null,
    feeCents: row.feeCents,
    paymentCompletedAt: athens(row.paidAt),
    siblingPaymentCompletedAt: athens(row.siblingPaidAt),
    isCancellable: row.categoryState === 'uninitialized',
    rejectionNotes: row.rejectionNotes,
    createdAt: formatAthensDateTime(row.createdAt),
  }));
}

/** GET /api/backoffice/tournaments/{id}/participations: filters, newest first by default, pages. */
export async function listParticipations(
  db: DbOrTx,
  tournament: TournamentWithHost,
  query: TTournamentParticipationListQuery,
): Promise<TTournamentParticipationListResponse> {
  const term = query.search ? normalizedTerm(query.search) : null;
  const where = and(
    eq(participations.tournamentId, tournament.id),
    query.state ? eq(participations.state, query.state) : undefined,
    query.tournamentCategoryId ? eq(participations.tournamentCategoryId, query.tournamentCategoryId) : undefined,
    paidFilter(participations.paidAt, query.paid),
    term
      ? inArray(
          participations.playerId,
          db.select({ id: players.id }).from(players).where(containsTerm(players.searchName, term)),
        )
      : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(participations).where(where);
  const total = Number(totals?.total ?? 0);
  const data = await selectParticipations(db, tournament.hostHasRating, where, {
    limit: query.pageLength,
    offset: (query.page - 1) * query.pageLength,
    dir: query.sortDir,
  });
  const categories = await categoriesOf(db, tournament.id);
  return {
    data,
    meta: listMeta(total, query.page, query.pageLength),
    tournament: {
      id: tournament.id,
      name: tournament.name,
      hasRating: tournament.hostHasRating,
      categories: categories.map((c) => ({ ...c, gender: c.gender as 0 | 1 | 2 | 3 })),
    },
  };
}
