import type { DbOrTx } from '../db/client.js';
import { revisions } from '../db/schema/index.js';

export interface RevisionEntry {
  /** Who made the change; null for the system. */
  userId: number | null;
  /** The table's name, e.g. "users". */
  entityType: string;
  entityId: number;
  /** created, updated, deleted, or a domain verb (linked, password-changed, …). */
  action: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/** One row of /revisions, written in the same transaction as the change it describes. */
export async function recordRevision(db: DbOrTx, entry: RevisionEntry): Promise<void> {
  await db.insert(revisions).values({
    userId: entry.userId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
  });
}
