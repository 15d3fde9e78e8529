/** A counter's value in its current window and the milliseconds until the window ends (0 when none is open). */
export interface Count {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters every API process shares (ARCHITECTURE §9): the rate
 * limits and the login throttle count here, so a limit reached through one
 * process holds in all of them. PostgreSQL by default, Redis when REDIS_URL is
 * set.
 */
export interface CounterStore {
  /** Adds one to `key`, opening a window of `windowMs` when none is open, and answers the new count. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count without adding to it. */
  read(key: string): Promise<Count>;
  /** Forgets `key` (e.g. an address's failures once it signs in). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
