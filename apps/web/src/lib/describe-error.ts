import { ApiError, type ErrorDetails } from './api-error';

export type ErrorDescription = {
  message?: string;
  messageKey?: 'errors.null' | 'errors.unknown';
  details?: ErrorDetails;
};

/**
 * What the danger dialog says for an error of any kind (spec 1 §8): a null
 * error "Κάτι πήγε στραβά", one of unknown kind "Something went wrong".
 */
export function describeError(error: unknown): ErrorDescription {
  if (error === null || error === undefined) return { messageKey: 'errors.null' };
  if (error instanceof ApiError) return { message: error.message, details: error.details };
  if (error instanceof Error && error.message) return { message: error.message };
  if (typeof error === 'string' && error.trim() !== '') return { message: error };
  return { messageKey: 'errors.unknown' };
}
