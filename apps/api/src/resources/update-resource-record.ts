import { getTableName } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/client.js';
import { recordRevision } from '../lib/record-revision.js';
import { allow } from './allow-verdict.js';
import type { AnyResourceDefinition, MutationContext, PresentedRecord, ResourceContext } from './define-resource.js';
import { loadRow } from './load-resource-row.js';
import { presentRecord } from './present-resource-record.js';
import { inMutation, snapshot } from './resource-mutation.js';

/**
 * Locks the row, asks the policy about this very row (403), writes the change
 * and its revision in one transaction; answers the record as it is now.
 */
export async function updateResourceRecord(
  db: Db,
  definition: AnyResourceDefinition,
  context: ResourceContext,
  id: number,
  input: unknown,
): Promise<PresentedRecord> {
  return inMutation(definition, 'write', () =>
    withTransaction(db, async (tx) => {
      const mutation: MutationContext = { ...context, db: tx };
      const before = await loadRow(definition, mutation, tx, id, true);
      allow(definition.policy.update(context.actor, before));
      await definition.update(before, input, mutation);
      const after = await loadRow(definition, mutation, tx, id);
      await recordRevision(tx, {
        userId: context.actor.user?.id ?? null,
        entityType: getTableName(definition.table),
        entityId: id,
        action: 'updated',
        oldValues: snapshot(definition, before, context),
        newValues: snapshot(definition, after, context),
      });
      return presentRecord(definition, context, after);
    }),
  );
}
