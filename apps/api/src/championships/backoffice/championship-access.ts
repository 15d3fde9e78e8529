import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { assertManagesHost, isAdmin } from '../../auth/backoffice-policy.js';
import { requireBackoffice, requireRole } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { championships } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export type ChampionshipRow = typeof championships.$inferSelect;

/** Editing the championship itself (name, slug, state, files) is for admins only. */
export const canEditChampionship = isAdmin;

export async function findChampionship(db: DbOrTx, id: number): Promise<ChampionshipRow> {
  const [row] = await db.select().from(championships).where(eq(championships.id, id));
  if (!row) throw notFound();
  return row;
}

/** The back office of a championship is its host's (spec 3 §6): 401 for a guest, 403 for anyone else, 404 for an unknown id. */
export async function requireChampionshipBackoffice(
  request: FastifyRequest,
  db: DbOrTx,
  id: number,
): Promise<{ user: AuthUser; championship: ChampionshipRow }> {
  const user = requireBackoffice(request);
  const championship = await findChampionship(db, id);
  assertManagesHost(user, championship.hostId);
  return { user, championship };
}

/** 401 for a guest, 403 for anyone but an admin, 404 for an unknown id. */
export async function requireChampionshipEdit(
  request: FastifyRequest,
  db: DbOrTx,
  id: number,
): Promise<{ user: AuthUser; championship: ChampionshipRow }> {
  const user = requireRole(request, ['admin']);
  const championship = await findChampionship(db, id);
  return { user, championship };
}
