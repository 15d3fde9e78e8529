import { CAPACITY_MESSAGES } from './capacity-messages.js';

/**
 * How many more participations a tournament takes: its maximum less the
 * pending and approved ones (rejected and cancelled free their place).
 * A tournament without a maximum never fills.
 */
export function placesLeft(maxParticipations: number | null, taken: number): number {
  return maxParticipations === null ? Number.POSITIVE_INFINITY : Math.max(0, maxParticipations - taken);
}

/**
 * Why `asked` new participations (a doubles team takes two, one a player)
 * cannot be taken, or null when they fit. Nobody may exceed the maximum, the
 * back office included: the spec names no exception.
 */
export function capacityRefusal(maxParticipations: number | null, taken: number, asked: number): string | null {
  const left = placesLeft(maxParticipations, taken);
  if (asked <= left) return null;
  if (left === 0) return CAPACITY_MESSAGES.full;
  return left === 1 ? CAPACITY_MESSAGES.oneLeft : CAPACITY_MESSAGES.fewLeft(left);
}
