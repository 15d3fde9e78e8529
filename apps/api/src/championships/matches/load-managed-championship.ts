import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';
import { championships } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { assertManagesHost } from '../../auth/backoffice-policy.js';

export type ManagedChampionship = Pick<typeof championships.$inferSelect, 'id' | 'hostId' | 'name' | 'type' | 'state'>;

/** The championship when the user runs its organiser's matches: 404 unknown, 403 another host's. */
export async function loadManagedChampionship(
  db: DbOrTx,
  championshipId: number,
  user: AuthUser,
): Promise<ManagedChampionship> {
  const [championship] = await db
    .select({
      id: championships.id,
      hostId: championships.hostId,
      name: championships.name,
      type: championships.type,
      state: championships.state,
    })
    .from(championships)
    .where(eq(championships.id, championshipId));
  if (!championship) throw notFound();
  assertManagesHost(user, championship.hostId);
  return championship;
}
