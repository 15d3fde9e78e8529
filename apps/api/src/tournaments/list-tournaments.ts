import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TTournamentListItem, TTournamentState } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { managedHostsCondition } from '../auth/backoffice-policy.js';
import type { DbOrTx } from '../db/client.js';
import { participations, tournamentCategories, tournamentHosts, tournaments } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { tournamentPosterUrl, tournamentPublicUrl } from './tournament-urls.js';

export interface TournamentListFilter {
  hostId?: number;
  /** The back office's list: only the tournaments of the hosts this user manages. */
  managedBy?: AuthUser;
  states?: readonly TTournamentState[];
  order: 'newest-first' | 'soonest-first';
  page: number;
  pageLength: number;
}

/**
 * Tournaments as list rows and poster tiles: the categories count, the
 * participations count (pending plus approved, spec 2 §2) and the free places
 * under the maximum come from subqueries so one page is one query.
 */
export async function listTournaments(
  db: DbOrTx,
  filter: TournamentListFilter,
): Promise<{ data: TTournamentListItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.hostId !== undefined) conditions.push(eq(tournaments.hostId, filter.hostId));
  const managed = filter.managedBy ? managedHostsCondition(filter.managedBy, tournaments.hostId) : undefined;
  if (managed) conditions.push(managed);
  if (filter.states) conditions.push(inArray(sql`${tournaments.state}::text`, [...filter.states]));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tournaments)
    .where(where);
  // Pending and approved participations hold a place (spec 2 §2).
  const activeParticipations = sql`(select count(*)::int from ${participations} p where p.tournament_id = ${tournaments.id} and p.state in ('pending', 'approved'))`;
  const rows = await db
    .select({
      tournament: tournaments,
      hostSlug: tournamentHosts.slug,
      hostName: tournamentHosts.name,
      categoriesCount: sql<number>`(select count(*)::int from ${tournamentCategories} c where c.tournament_id = ${tournaments.id})`,
      participationsCount: sql<number>`${activeParticipations}`,
      freePlaces: sql<
        number | null
      >`case when ${tournaments.maxParticipations} is null then null else greatest(${tournaments.maxParticipations} - ${activeParticipations}, 0) end`,
    })
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(where)
    .orderBy(
      filter.order === 'newest-first' ? desc(tournaments.tournamentStart) : asc(tournaments.tournamentStart),
      asc(tournaments.id),
    )
    .limit(filter.pageLength)
    .offset((filter.page - 1) * filter.pageLength);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ tournament, hostSlug, hostName, categoriesCount, participationsCount, freePlaces }) => ({
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      hostId: tournament.hostId,
      hostSlug,
      hostName,
      state: tournament.state,
      participationsOpen: tournament.participationsOpen,
      tournamentStart: formatAthensDateTime(tournament.tournamentStart),
      tournamentEnd: tournament.tournamentEnd ? formatAthensDateTime(tournament.tournamentEnd) : null,
      participationsEnd: formatAthensDateTime(tournament.participationsEnd),
      categoriesCount,
      participationsCount,
      firstCategoryCost: tournament.firstCategoryCostCents / 100,
      freePlaces,
      posterUrl: tournament.posterPath ? tournamentPosterUrl(tournament.id, tournament.updatedAt) : null,
      publicUrl: tournamentPublicUrl(hostSlug, tournament.slug),
    })),
  };
}
