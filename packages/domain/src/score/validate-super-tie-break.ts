/**
 * A finished super tie-break: first to 10 points with a margin of two
 * (spec 3 §5). So 10 against 8 or fewer, or past 10 exactly two ahead:
 * 11-9 ends it, 12-9 can never happen because play stops at 11-9.
 */
export function isValidSuperTieBreak(home: number | null, away: number | null): boolean {
  if (!isPointCount(home) || !isPointCount(away)) return false;
  const high = Math.max(home, away);
  const low = Math.min(home, away);
  if (high > 10) return high - low === 2;
  return high === 10 && low <= 8;
}

function isPointCount(value: number | null): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}
