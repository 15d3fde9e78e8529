import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { hostCategories } from '../db/schema/index.js';

/** The host's categories a tournament copies its own from, in the order the host arranged them. */
export function loadHostCategories(db: DbOrTx, hostId: number) {
  return db
    .select({
      id: hostCategories.id,
      name: hostCategories.name,
      type: hostCategories.type,
      gender: hostCategories.gender,
    })
    .from(hostCategories)
    .where(eq(hostCategories.hostId, hostId))
    .orderBy(asc(hostCategories.position), asc(hostCategories.id));
}
