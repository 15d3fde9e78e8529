import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { isBackoffice, requireUser } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { tournamentHosts, tournaments } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentWithHost = TournamentRow & { hostHasRating: boolean; hostName: string; hostPhone: string | null };

/** Route ids arrive as text: anything but a plain positive integer is an unknown record (404), not a bad request. */
export function idOf(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw notFound();
  return Number(text);
}

/** An admin manages every tournament; a host or host-employee only their own host's (spec 2 §6). */
export function canManageTournament(user: AuthUser | null, tournament: Pick<TournamentRow, 'hostId'>): boolean {
  if (!user || !isBackoffice(user)) return false;
  return user.role === 'admin' || (user.hostId !== null && user.hostId === tournament.hostId);
}

const withHost = {
  tournament: tournaments,
  hostHasRating: tournamentHosts.hasRating,
  hostName: tournamentHosts.name,
  hostPhone: tournamentHosts.phone,
};

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentWithHost> {
  const [row] = await db
    .select(withHost)
    .from(tournaments)
    .innerJoin(tournamentHosts, eq(tournamentHosts.id, tournaments.hostId))
    .where(eq(tournaments.id, id));
  if (!row) throw notFound();
  return { ...row.tournament, hostHasRating: row.hostHasRating, hostName: row.hostName, hostPhone: row.hostPhone };
}

/** The public page's tournament by its slugs; drafts are not public. */
export async function findTournamentBySlugs(
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
export async function requireTournamentBackoffice(
  request: FastifyRequest,
  db: DbOrTx,
  idText: string,
): Promise<{ user: AuthUser; tournament: TournamentWithHost }> {
  const user = requireUser(request);
  if (!isBackoffice(user)) throw forbidden();
  const tournament = await findTournament(db, idOf(idText));
  if (!canManageTournament(user, tournament)) throw forbidden();
  return { user, tournament };
}

/** Participations can be taken while the tournament is published or coming soon and the host has opened them (spec 2 §4). */
export const participationsAreOpen = (tournament: Pick<TournamentRow, 'state' | 'participationsOpen'>): boolean =>
  tournament.participationsOpen && tournament.state !== 'draft' && tournament.state !== 'archived';
