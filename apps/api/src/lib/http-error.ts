/**
 * A refusal the client caused: thrown anywhere below a route and turned into
 * `{ message, errors? }` with its status by the error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 404 | 409 | 419 | 422 | 429 | 400 | 413 | 415,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Θα πρέπει να συνδεθείτε για να προχωρήσετε',
  forbidden: 'Δεν έχετε δικαίωμα πρόσβασης',
  notFound: 'Η εγγραφή που ζητήσατε δε βρέθηκε',
  routeNotFound: 'Η διαδρομή που ζητήσατε δε βρέθηκε',
  badRequest: 'Μη έγκυρο αίτημα',
  csrf: 'Η σελίδα έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  tooMany: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε λίγο.',
  tooLarge: 'Το αρχείο είναι πολύ μεγάλο',
  urlTooLong: 'Η διεύθυνση του αιτήματος είναι πολύ μεγάλη',
  headersTooLarge: 'Οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες',
  unsupported: 'Μη υποστηριζόμενος τύπος περιεχομένου',
  serverError: 'Κάτι πήγε στραβά',
  concurrentChange: 'Η εγγραφή άλλαξε ταυτόχρονα από άλλον χρήστη. Δοκιμάστε ξανά.',
} as const;

/** A 422 for one field, the shape every form understands. */
export const fieldError = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
