import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { notFound } from '../lib/http-error.js';
import type { AnyResourceDefinition, ResourceContext } from './define-resource.js';

/** The row with this id among those the actor may see (404 otherwise), locked when inside a mutation. */
export async function loadRow(
  definition: AnyResourceDefinition,
  context: ResourceContext,
  db: DbOrTx,
  id: number,
  lock = false,
) {
  const query = definition.query(db).where(and(eq(definition.idColumn, id), definition.policy.scope?.(context.actor)));
  const [row] = await (lock ? query.for('update', { of: definition.table }) : query);
  if (row === undefined) throw notFound();
  return row as unknown;
}
