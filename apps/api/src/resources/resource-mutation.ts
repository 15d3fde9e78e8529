import type { AnyResourceDefinition, ResourceContext } from './define-resource.js';
import { translateWriteError } from './resource-errors.js';

/** Runs a create, update or delete, answering a refusal of the database as the client should hear it. */
export async function inMutation<T>(
  definition: AnyResourceDefinition,
  action: 'write' | 'delete',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateWriteError(definition, error, action);
  }
}

/** A snapshot for the revisions table: the record as the one who changed it saw it, never a secret. */
export const snapshot = (definition: AnyResourceDefinition, row: unknown, context: ResourceContext) =>
  definition.present(row, context.actor) as Record<string, unknown>;
