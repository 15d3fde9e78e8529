import { TOURNAMENT_ERRORS } from '@tennis/contracts';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../lib/database-error.js';
import { fieldError } from '../lib/http-error.js';

/**
 * Two saves racing for the same slug both pass the read check; the unique
 * constraint refuses the second, which must reach the form as the same 422.
 */
export function slugConflictOr(error: unknown): unknown {
  const cause = databaseErrorOf(error);
  if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'tournaments_host_slug_unique') {
    return fieldError('slug', TOURNAMENT_ERRORS.slugTaken);
  }
  return error;
}
