import { endsEarly } from './early-ending.js';
import { DEFAULT_MATCH_FORMAT, partsToWin, type MatchFormat } from './match-format.js';
import { formatParts, isFinishedPart } from './part-rules.js';
import { otherSide } from './score-types.js';
import type { MatchScore, Side } from './score-types.js';
import { setWinner } from './set-winner.js';

/**
 * Who won the match, or `null` while it is undecided. A walkover goes to the
 * side that turned up. Otherwise parts are read in playing order: a ret or def
 * ends the match at once, a part only counts when it is finished, and the
 * first side to win the parts it needs (2 of 3, 3 of 5, 1 of 1) wins.
 */
export function matchWinner(score: MatchScore, format: MatchFormat = DEFAULT_MATCH_FORMAT): Side | null {
  if (score.wo) return otherSide(score.wo);
  const needed = partsToWin(format);
  const won: Record<Side, number> = { home: 0, away: 0 };
  for (const { name, rule } of formatParts(format)) {
    const part = score[name];
    if (!part) return null;
    if (endsEarly(part)) return setWinner(part);
    if (!isFinishedPart(rule, part.home, part.away)) return null;
    const winner = setWinner(part) as Side;
    won[winner] += 1;
    if (won[winner] === needed) return winner;
  }
  return null;
}
