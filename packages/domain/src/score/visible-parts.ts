import { endsEarly } from './early-ending.js';
import { DEFAULT_MATCH_FORMAT, partsToWin, type MatchFormat } from './match-format.js';
import { formatParts, isFinishedPart } from './part-rules.js';
import type { MatchScore, ScorePart, Side } from './score-types.js';
import { setWinner } from './set-winner.js';

/**
 * The parts the score form shows (spec 3 §4): the parts a side needs to win
 * (two of three, three of five) always; a further part only while every part
 * before it is finished and nobody has won yet (the super tie-break only at
 * one set all); nothing after a ret or def, which ends the match. A walkover
 * shows no part.
 */
export function visibleParts(score: MatchScore, format: MatchFormat = DEFAULT_MATCH_FORMAT): ScorePart[] {
  if (score.wo) return [];
  const needed = partsToWin(format);
  const won: Record<Side, number> = { home: 0, away: 0 };
  const shown: ScorePart[] = [];
  let allFinished = true;
  for (const { name, rule } of formatParts(format)) {
    if (shown.length >= needed && (!allFinished || won.home === needed || won.away === needed)) break;
    shown.push(name);
    const part = score[name];
    if (part && endsEarly(part)) break;
    if (!part || !isFinishedPart(rule, part.home, part.away)) {
      allFinished = false;
      continue;
    }
    won[setWinner(part) as Side] += 1;
  }
  return shown;
}

/**
 * The score as the form should submit it: what a scorer typed into a part
 * that is now hidden must not reach the server, which refuses it.
 */
export function withoutHiddenParts(score: MatchScore, format: MatchFormat = DEFAULT_MATCH_FORMAT): MatchScore {
  if (score.wo) return { s1: { home: null, away: null }, s2: { home: null, away: null }, st: null, wo: score.wo };
  const shown = visibleParts(score, format);
  const result: MatchScore = { s1: { home: null, away: null }, s2: { home: null, away: null }, st: null };
  for (const { name } of formatParts(format)) {
    if (!shown.includes(name)) continue;
    const part = score[name] ?? null;
    if (name === 's1' || name === 's2') result[name] = part ?? { home: null, away: null };
    else result[name] = part;
  }
  return result;
}
