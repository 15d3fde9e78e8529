import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user.js';
import { isBackoffice, requireRole, requireUser } from '../../auth/policy.js';
import type { DbOrTx } from '../../db/client.js';
import { championships } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';

export type ChampionshipRow = typeof championships.$inferSelect;

/** Route ids arrive as text: anything but a plain positive integer is an unknown record (404), not a bad request. */
export function idOf(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw notFound();
  return Number(text);
}

/**
 * The back office of a championship is its host's: an admin sees every one,
 * a host or host-employee only their own host's (spec 3 §6).
 */
function canManageChampionship(user: AuthUser | null, championship: Pick<ChampionshipRow, 'hostId'>): boolean {
  if (!user || !isBackoffice(user)) return false;
  return user.role === 'admin' || (user.hostId !== null && user.hostId === championship.hostId);
}

/** Editing the championship itself (name, slug, state, files) is for admins only. */
export const canEditChampionship = (user: AuthUser | null): boolean => user?.role === 'admin';

export async function findChampionship(db: DbOrTx, id: number): Promise<ChampionshipRow> {
  const [row] = await db.select().from(championships).where(eq(championships.id, id));
  if (!row) throw notFound();
  return row;
}

/** 401 for a guest, 403 for a user outside the back office or of another host, 404 for an unknown id. */
export async function requireChampionshipBackoffice(
  request: FastifyRequest,
  db: DbOrTx,
  idText: string,
): Promise<{ user: AuthUser; championship: ChampionshipRow }> {
  const user = requireUser(request);
  if (!isBackoffice(user)) throw forbidden();
  const championship = await findChampionship(db, idOf(idText));
  if (!canManageChampionship(user, championship)) throw forbidden();
  return { user, championship };
}

/** 401 for a guest, 403 for anyone but an admin, 404 for an unknown id. */
export async function requireChampionshipEdit(
  request: FastifyRequest,
  db: DbOrTx,
  idText: string,
): Promise<{ user: AuthUser; championship: ChampionshipRow }> {
  const user = requireRole(request, ['admin']);
  const championship = await findChampionship(db, idOf(idText));
  return { user, championship };
}
