import { RESOURCE_ERRORS } from '@tennis/contracts';
import {
  FOREIGN_KEY_VIOLATION,
  RESTRICT_VIOLATION,
  UNIQUE_VIOLATION,
  camelCaseOf,
  databaseErrorOf,
  keyColumnsOf,
} from '../lib/database-error.js';
import { HttpError, conflict, fieldError } from '../lib/http-error.js';
import type { AnyResourceDefinition } from './define-resource.js';

/**
 * A write the database refused, as the client should hear it: a unique value
 * taken is a 422 on its field, a missing referenced record a 422 on the field
 * that names it, and a delete that other records still depend on a 409
 * (23001 from an ON DELETE RESTRICT key, 23503 from a NO ACTION one).
 * Anything else is rethrown untouched (a 500).
 */
export function translateWriteError(
  definition: AnyResourceDefinition,
  error: unknown,
  action: 'write' | 'delete',
): unknown {
  if (error instanceof HttpError) return error;
  const database = databaseErrorOf(error);
  if (!database) return error;
  if (database.code === UNIQUE_VIOLATION) {
    const known = database.constraint ? definition.unique?.[database.constraint] : undefined;
    if (known) return fieldError(known.field, known.message);
    const column = keyColumnsOf(database).at(-1);
    return column ? fieldError(camelCaseOf(column), RESOURCE_ERRORS.taken) : new HttpError(422, RESOURCE_ERRORS.taken);
  }
  if (database.code === RESTRICT_VIOLATION) return conflict(definition.inUseMessage ?? RESOURCE_ERRORS.inUse);
  if (database.code === FOREIGN_KEY_VIOLATION) {
    if (action === 'delete') return conflict(definition.inUseMessage ?? RESOURCE_ERRORS.inUse);
    const column = keyColumnsOf(database).at(-1);
    return column
      ? fieldError(camelCaseOf(column), RESOURCE_ERRORS.missingReference)
      : new HttpError(422, RESOURCE_ERRORS.missingReference);
  }
  return error;
}
