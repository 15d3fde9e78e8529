import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { assertManagesHost } from '../../auth/backoffice-policy.js';
import { requireBackoffice } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { tournamentHosts, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import type { TournamentRow } from '../tournament-access.js';

// The tournament together with what the participation pages show of its host
// (the host's phone, whether it rates players).

export type TournamentWithHost = TournamentRow & { hostHasRating: boolean; hostName: string; hostPhone: string | null };

const withHost = {
  tournament: tournaments,
  hostHasRating: tournamentHosts.hasRating,
  hostName: tournamentHosts.name,
  hostPhone: tournamentHosts.phone,
};

async function findTournamentWithHost(db: DbOrTx, id: number): Promise<TournamentWithHost> {
  const [row] = await db
    .select(withHost)
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(eq(tournaments.id, id));
  if (!row) throw notFound();
  return { ...row.tournament, hostHasRating: row.hostHasRating, hostName: row.hostName, hostPhone: row.hostPhone };
}

/** The public page's tournament by its slugs: a draft is not public, so it answers 404 like an unknown one. */
export async function findPublicTournamentBySlugs(
  db: DbOrTx,
  hostSlug: string,
  tournamentSlug: string,
): Promise<TournamentWithHost> {
  const [row] = await db
    .select(withHost)
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(and(eq(tournamentHosts.slug, hostSlug), eq(tournaments.slug, tournamentSlug)));
  if (!row || row.tournament.state === 'draft') throw notFound();
  return { ...row.tournament, hostHasRating: row.hostHasRating, hostName: row.hostName, hostPhone: row.hostPhone };
}

/** 401 for a guest, 403 outside the back office or for another host's staff, 404 for an unknown id. */
export async function requireTournamentWithHostBackoffice(
  request: FastifyRequest,
  db: DbOrTx,
  id: number,
): Promise<{ user: AuthUser; tournament: TournamentWithHost }> {
  const user = requireBackoffice(request);
  const tournament = await findTournamentWithHost(db, id);
  assertManagesHost(user, tournament.hostId);
  return { user, tournament };
}
