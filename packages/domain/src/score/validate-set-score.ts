/**
 * A finished set: 6 against 0–4, 7-5, or 7-6 after the tie-break at 6-6,
 * either side (spec 3 §5). 6-5 is not finished: the set goes on to 7-5 or 6-6.
 */
export function isValidSetScore(home: number | null, away: number | null): boolean {
  if (!isGameCount(home) || !isGameCount(away)) return false;
  const high = Math.max(home, away);
  const low = Math.min(home, away);
  if (high === 7) return low === 5 || low === 6;
  return high === 6 && low <= 4;
}

function isGameCount(value: number | null): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}
