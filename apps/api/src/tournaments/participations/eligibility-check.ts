import type { SelectionResult } from '@tennis/domain';
import { HttpError } from '../../lib/http-error.js';

/** A refused category selection: 422 on the categories field with the domain's Greek messages. */
export function assertSelection(result: SelectionResult): void {
  if (result.ok) return;
  throw new HttpError(422, result.errors[0]!, { tournamentCategoryIds: result.errors });
}
