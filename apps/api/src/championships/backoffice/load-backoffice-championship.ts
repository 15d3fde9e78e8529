import { asc, eq, sql } from 'drizzle-orm';
import type { TBackofficeChampionship } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { championshipParticipations, championshipVenues, clubs, tournamentHosts } from '../../db/schema/index.js';
import { loadChampionshipVideos, socialLinksOf } from '../landing-links.js';
import { canEditChampionship, type ChampionshipRow } from './championship-access.js';

const backofficePosterUrl = (id: number) => `/api/backoffice/championships/${id}/files/poster`;
const backofficeProclamationUrl = (id: number) => `/api/backoffice/championships/${id}/files/proclamation`;

/** The championship as the back-office show page and the edit form read it. */
export async function loadBackofficeChampionship(
  db: DbOrTx,
  championship: ChampionshipRow,
  user: AuthUser,
): Promise<TBackofficeChampionship> {
  const [host] = await db
    .select({ id: tournamentHosts.id, name: tournamentHosts.name, slug: tournamentHosts.slug })
    .from(tournamentHosts)
    .where(eq(tournamentHosts.id, championship.hostId));
  const venues = await db
    .select({ id: clubs.id, name: clubs.name, acronym: clubs.acronym })
    .from(championshipVenues)
    .innerJoin(clubs, eq(clubs.id, championshipVenues.clubId))
    .where(eq(championshipVenues.championshipId, championship.id))
    .orderBy(asc(championshipVenues.position), asc(clubs.name));
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${championshipParticipations.state} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${championshipParticipations.state} = 'approved')::int`,
      paid: sql<number>`count(*) filter (where ${championshipParticipations.paidAt} is not null)::int`,
    })
    .from(championshipParticipations)
    .where(eq(championshipParticipations.championshipId, championship.id));
  const proclamationExtension = championship.proclamationPath?.split('.').pop() ?? null;
  return {
    id: championship.id,
    name: championship.name,
    slug: championship.slug,
    type: championship.type,
    gender: championship.gender,
    state: championship.state,
    participationsOpen: championship.participationsOpen,
    silenced: championship.silenced,
    year: championship.year,
    host: host ?? { id: championship.hostId, name: '', slug: '' },
    venues,
    posterUrl: championship.posterPath
      ? `${backofficePosterUrl(championship.id)}?v=${championship.updatedAt.getTime()}`
      : null,
    proclamationUrl: championship.proclamationPath ? backofficeProclamationUrl(championship.id) : null,
    proclamationName: proclamationExtension ? `${championship.slug}.${proclamationExtension}` : null,
    videos: await loadChampionshipVideos(db, championship.id),
    socialLinks: socialLinksOf(championship),
    participations: counts ?? { total: 0, pending: 0, approved: 0, paid: 0 },
    permissions: { update: canEditChampionship(user) },
  };
}
