import { desc, asc } from 'drizzle-orm';
import type { TBackofficeChampionshipSummary } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { managedHostsCondition } from '../../auth/backoffice-policy.js';
import type { DbOrTx } from '../../db/client.js';
import { championships } from '../../db/schema/index.js';

/** The championships a back-office user runs: every one for an admin, their host's for host staff; newest season first. */
export async function listBackofficeChampionships(
  db: DbOrTx,
  user: AuthUser,
): Promise<TBackofficeChampionshipSummary[]> {
  const scope = managedHostsCondition(user, championships.hostId);
  return db
    .select({
      id: championships.id,
      name: championships.name,
      type: championships.type,
      state: championships.state,
      year: championships.year,
    })
    .from(championships)
    .where(scope)
    .orderBy(desc(championships.year), asc(championships.gender), asc(championships.type), asc(championships.id));
}
