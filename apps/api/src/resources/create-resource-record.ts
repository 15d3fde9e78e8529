import { getTableName } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/client.js';
import { recordRevision } from '../lib/record-revision.js';
import type { AnyResourceDefinition, MutationContext, PresentedRecord, ResourceContext } from './define-resource.js';
import { loadRow } from './load-resource-row.js';
import { presentRecord } from './present-resource-record.js';
import { inMutation, snapshot } from './resource-mutation.js';

/** Writes the new record and its revision in one transaction; answers it as its creator sees it. */
export async function createResourceRecord(
  db: Db,
  definition: AnyResourceDefinition,
  context: ResourceContext,
  input: unknown,
): Promise<PresentedRecord> {
  return inMutation(definition, 'write', () =>
    withTransaction(db, async (tx) => {
      const mutation: MutationContext = { ...context, db: tx };
      const id = await definition.insert(input, mutation);
      const row = await loadRow(definition, mutation, tx, id);
      await recordRevision(tx, {
        userId: context.actor.user?.id ?? null,
        entityType: getTableName(definition.table),
        entityId: id,
        action: 'created',
        newValues: snapshot(definition, row, context),
      });
      return presentRecord(definition, context, row);
    }),
  );
}
