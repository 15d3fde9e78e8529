import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_CHAMPIONSHIPS,
  type TDashboardChampionship,
  type TDashboardResponse,
  type TDashboardTournament,
} from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { isBackoffice, managedHostsCondition } from '../auth/backoffice-policy.js';
import type { DbOrTx } from '../db/client.js';
import { championships, tournamentHosts, tournaments } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { championshipLogoUrl, championshipPosterUrl, tournamentPosterUrl } from '../lib/public-file-urls.js';

/** Poster tiles per list: more would not fit a dashboard, and a host runs a handful at once. */
const TILES_PER_LIST = 24;

const UPCOMING_STATES = ['coming-soon', 'pending'] as const;

async function tournamentTiles(
  db: DbOrTx,
  states: readonly ('underway' | 'coming-soon' | 'pending')[],
  hostCondition: SQL | undefined,
): Promise<TDashboardTournament[]> {
  const rows = await db
    .select({ tournament: tournaments, hostSlug: tournamentHosts.slug })
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(and(inArray(tournaments.state, [...states]), hostCondition))
    .orderBy(asc(tournaments.tournamentStart), asc(tournaments.id))
    .limit(TILES_PER_LIST);
  return rows.map(({ tournament, hostSlug }) => ({
    id: tournament.id,
    name: tournament.name,
    slug: tournament.slug,
    hostSlug,
    posterUrl: tournament.posterPath ? tournamentPosterUrl(tournament.id) : null,
    tournamentStart: formatAthensDateTime(tournament.tournamentStart),
    state: tournament.state,
  }));
}

async function underwayChampionships(db: DbOrTx): Promise<TDashboardChampionship[]> {
  const rows = await db
    .select()
    .from(championships)
    .where(eq(championships.state, 'underway'))
    .orderBy(desc(championships.year), asc(championships.id))
    .limit(DASHBOARD_CHAMPIONSHIPS);
  return rows.map((championship) => ({
    id: championship.id,
    name: championship.name,
    slug: championship.slug,
    logoUrl: championship.logoPath ? championshipLogoUrl(championship.id) : null,
    posterUrl: championship.posterPath ? championshipPosterUrl(championship.id) : null,
    regularSeasonStart: championship.regularSeasonStart ? formatAthensDateTime(championship.regularSeasonStart) : null,
    state: championship.state,
  }));
}

/**
 * GET /api/dashboard (spec 1 §2.5): the back office gets poster tiles of
 * underway and upcoming tournaments (hosts and host employees only their
 * host's), players get up to four underway championships.
 */
export async function loadDashboard(db: DbOrTx, user: AuthUser): Promise<TDashboardResponse> {
  const championshipBanners = await underwayChampionships(db);
  if (!isBackoffice(user)) return { tournaments: { underway: [], upcoming: [] }, championships: championshipBanners };
  const hostCondition = managedHostsCondition(user, tournaments.hostId);
  const [underway, upcoming] = await Promise.all([
    tournamentTiles(db, ['underway'], hostCondition),
    tournamentTiles(db, UPCOMING_STATES, hostCondition),
  ]);
  return { tournaments: { underway, upcoming }, championships: championshipBanners };
}
