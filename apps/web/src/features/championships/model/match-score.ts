import { formatScore } from '@tennis/domain';
import type { TPublicMatch } from '@tennis/contracts';

/** The score line of a result, from the winner's side ('6-4 3-6 10-8', '6-3 1-1 ret.'), or 'w/o' for a walkover. */
export function matchScoreText(match: Pick<TPublicMatch, 'score' | 'walkover'>, walkoverText: string): string {
  if (match.walkover) return walkoverText;
  if (!match.score) return '';
  return formatScore(match.score);
}

/** 'YYYY-MM-DD' of today on the user's clock, as the server's dates are written. */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The matches scheduled on the given day ('YYYY-MM-DD'). */
export const matchesOn = <M extends Pick<TPublicMatch, 'scheduledAt'>>(matches: readonly M[], day: string): M[] =>
  matches.filter((match) => match.scheduledAt?.startsWith(day));
