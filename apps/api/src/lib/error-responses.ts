import { ZErrorResponse } from '@tennis/contracts';
import type { HttpError } from './http-error.js';

type RefusalStatus = HttpError['statusCode'];

/**
 * The refusals a route documents in its OpenAPI responses. Every one has the
 * error plugin's `{ message, errors? }` body, so only the statuses differ
 * from route to route.
 */
export function errorResponses<const S extends RefusalStatus>(...statuses: S[]): Record<S, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<S, typeof ZErrorResponse>;
}

/** A back-office action: not logged in, not allowed, not found, the state forbids it, invalid input. */
export const backofficeRefusals = errorResponses(401, 403, 404, 409, 422);
