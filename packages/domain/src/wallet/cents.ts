/**
 * Money and ATC credits travel and are stored as integer cents, so sums are
 * exact. A fraction here is a caller's bug, not a user's mistake: it throws.
 */
export function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
}
