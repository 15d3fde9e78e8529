import { eq, getTableName } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/client.js';
import { recordRevision } from '../lib/record-revision.js';
import { allow } from './allow-verdict.js';
import type { AnyResourceDefinition, MutationContext, ResourceContext } from './define-resource.js';
import { loadRow } from './load-resource-row.js';
import { inMutation, snapshot } from './resource-mutation.js';

/**
 * Locks the row, asks the policy about this very row (403), deletes it (the
 * definition's own way when it has one) and writes the revision in one transaction.
 */
export async function deleteResourceRecord(
  db: Db,
  definition: AnyResourceDefinition,
  context: ResourceContext,
  id: number,
): Promise<void> {
  await inMutation(definition, 'delete', () =>
    withTransaction(db, async (tx) => {
      const mutation: MutationContext = { ...context, db: tx };
      const row = await loadRow(definition, mutation, tx, id, true);
      allow(definition.policy.delete(context.actor, row));
      if (definition.remove) await definition.remove(row, mutation);
      else await tx.delete(definition.table).where(eq(definition.idColumn, id));
      await recordRevision(tx, {
        userId: context.actor.user?.id ?? null,
        entityType: getTableName(definition.table),
        entityId: id,
        action: 'deleted',
        oldValues: snapshot(definition, row, context),
      });
    }),
  );
}
