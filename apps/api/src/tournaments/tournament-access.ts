import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { assertManagesHost } from '../auth/backoffice-policy.js';
import { isGod, requireBackoffice, requireRole } from '../auth/policy.js';
import type { DbOrTx } from '../db/client.js';
import { tournaments } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';

export type TournamentRow = typeof tournaments.$inferSelect;

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw notFound();
  return row;
}

/** The back-office user who may manage this tournament: 401 guest, 403 anyone else, 404 unknown. */
export async function requireTournamentBackoffice(request: FastifyRequest, db: DbOrTx, id: number) {
  const user = requireBackoffice(request);
  const tournament = await findTournament(db, id);
  assertManagesHost(user, tournament.hostId);
  return { user, tournament };
}

/**
 * Statistics: the route list says admin and host, another reading says god
 * mode; admins (the god user is one) and the tournament's own host satisfy both.
 */
export async function requireTournamentStatsAccess(request: FastifyRequest, db: DbOrTx, id: number) {
  const user = requireRole(request, ['admin', 'host']);
  const tournament = await findTournament(db, id);
  assertManagesHost(user, tournament.hostId);
  return { user, tournament };
}

export const isGodRequest = (request: FastifyRequest) => isGod(request.user, request.server.env);
