import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTournament } from '@tennis/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { managesHost } from '../auth/backoffice-policy.js';
import { hostLogoUrl } from '../auth/present-current-user.js';
import type { DbOrTx } from '../db/client.js';
import {
  clubs,
  participations,
  sponsors,
  tournamentHosts,
  tournamentSponsors,
  tournaments,
} from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { notFound } from '../lib/http-error.js';
import type { TournamentRow } from './tournament-access.js';
import { loadTournamentCategories } from './load-tournament-categories.js';
import {
  sponsorImageUrl,
  tournamentPosterUrl,
  tournamentProclamationUrl,
  tournamentPublicUrl,
} from './tournament-urls.js';

const euros = (cents: number) => cents / 100;

/**
 * The tournament as every page reads it (spec 2 §3). `permissions` is
 * computed here from the same rule the routes enforce, so the landing page's
 * edit link appears exactly for those the back office lets in.
 */
export async function presentTournament(
  db: DbOrTx,
  tournament: TournamentRow,
  user: AuthUser | null,
  godMode: boolean,
): Promise<TTournament> {
  const [host] = await db.select().from(tournamentHosts).where(eq(tournamentHosts.id, tournament.hostId));
  if (!host) throw notFound();
  const [club] = tournament.clubId
    ? await db.select({ name: clubs.name, address: clubs.address }).from(clubs).where(eq(clubs.id, tournament.clubId))
    : [];
  const sponsorRows = await db
    .select({ id: sponsors.id, name: sponsors.name, url: sponsors.url, imagePath: sponsors.imagePath })
    .from(tournamentSponsors)
    .innerJoin(sponsors, eq(sponsors.id, tournamentSponsors.sponsorId))
    .where(eq(tournamentSponsors.tournamentId, tournament.id))
    .orderBy(asc(tournamentSponsors.position), asc(sponsors.name));
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${participations.state} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${participations.state} = 'approved')::int`,
    })
    .from(participations)
    .where(eq(participations.tournamentId, tournament.id));
  const backofficeView = managesHost(user, tournament.hostId);
  return {
    id: tournament.id,
    name: tournament.name,
    slug: tournament.slug,
    host: {
      id: host.id,
      slug: host.slug,
      name: host.name,
      phone: host.phone,
      logoUrl: host.logoPath ? hostLogoUrl(host.id) : null,
    },
    clubId: tournament.clubId,
    club: club ?? null,
    surface: tournament.surface,
    address: tournament.address,
    state: tournament.state,
    participationsOpen: tournament.participationsOpen,
    tournamentStart: formatAthensDateTime(tournament.tournamentStart),
    tournamentEnd: tournament.tournamentEnd ? formatAthensDateTime(tournament.tournamentEnd) : null,
    participationsEnd: formatAthensDateTime(tournament.participationsEnd),
    firstCategoryCost: euros(tournament.firstCategoryCostCents),
    secondCategoryCost: tournament.secondCategoryCostCents === null ? null : euros(tournament.secondCategoryCostCents),
    maxParticipations: tournament.maxParticipations,
    contactPhones: tournament.contactPhones,
    publicUrl: tournamentPublicUrl(host.slug, tournament.slug),
    publicPosterUrl: tournament.posterPath ? tournamentPosterUrl(tournament.id, tournament.updatedAt) : null,
    publicProclamationUrl: tournament.proclamationPath ? tournamentProclamationUrl(tournament.id) : null,
    sponsors: sponsorRows.map((s) => ({
      id: s.id,
      name: s.name,
      url: s.url,
      imageUrl: s.imagePath ? sponsorImageUrl(tournament.id, s.id) : null,
    })),
    tournamentCategories: await loadTournamentCategories(db, tournament.id),
    tournamentParticipations: { pending: counts?.pending ?? 0, approved: counts?.approved ?? 0 },
    permissions: { backofficeView, update: backofficeView && tournament.state !== 'archived', godMode },
  };
}

/**
 * A tournament the public may read: drafts exist only for their back office,
 * so anyone else gets the 404 of an unknown tournament.
 */
export function assertPubliclyVisible(tournament: TournamentRow, user: AuthUser | null): void {
  if (tournament.state === 'draft' && !managesHost(user, tournament.hostId)) throw notFound();
}

/** The tournament by its slugs, a draft included: the caller decides who may see it (assertPubliclyVisible). */
export async function findTournamentBySlugsIncludingDrafts(
  db: DbOrTx,
  hostSlug: string,
  tournamentSlug: string,
): Promise<TournamentRow> {
  const [row] = await db
    .select({ tournament: tournaments })
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(and(eq(tournamentHosts.slug, hostSlug), eq(tournaments.slug, tournamentSlug)));
  if (!row) throw notFound();
  return row.tournament;
}
