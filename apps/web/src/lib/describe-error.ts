import { ApiError, type ErrorDetails } from './api-error';

export type ErrorDescription = {
  message?: string;
  messageKey?: 'errors.null' | 'errors.unknown' | 'errors.pageFailedText';
  details?: ErrorDetails;
};

/**
 * What the danger dialog says for an error of any kind (spec 1 §8): the
 * server's own message (in the user's language), a null error "Κάτι πήγε
 * στραβά", one of unknown kind "Something went wrong". A fault of the page's
 * own code (a TypeError…) is technical and English: the user reads a sentence
 * of ours instead.
 */
export function describeError(error: unknown): ErrorDescription {
  if (error === null || error === undefined) return { messageKey: 'errors.null' };
  if (error instanceof ApiError) return { message: error.message, details: error.details };
  if (error instanceof Error) return { messageKey: 'errors.pageFailedText' };
  if (typeof error === 'string' && error.trim() !== '') return { message: error };
  return { messageKey: 'errors.unknown' };
}
