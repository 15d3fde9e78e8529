import { earlyEnding } from './early-ending.js';
import type { MatchFormat } from './match-format.js';
import { formatParts, isFinishedPart } from './part-rules.js';
import { isEmptyPart } from './score-types.js';
import type { MatchScore } from './score-types.js';

/** One set of a TODS `score.sets`, side 1 being home: a tie-break part carries only tie-break points. */
export interface TodsSet {
  setNumber: number;
  side1Score?: number;
  side2Score?: number;
  side1TiebreakScore?: number;
  side2TiebreakScore?: number;
  /** Absent for a set left unfinished (a retirement or a default during it). */
  winningSide?: 1 | 2;
}

/** How a played match ended, in TODS words. */
export type TodsOutcome = 'COMPLETED' | 'RETIRED' | 'DEFAULTED' | 'WALKOVER';

/**
 * A score as TODS writes it, home as side 1, part by part in the format's
 * order: a set's games, and, when a tie-break decided it, both sides' points
 * (we keep the loser's, as published; the winner reached the tie-break count,
 * or two more than the loser past it); a super tie-break as points only.
 * Writing stops after the part a retirement or a default ended.
 */
export function todsSets(score: MatchScore, format: MatchFormat): TodsSet[] {
  if (score.wo) return [];
  const sets: TodsSet[] = [];
  for (const { name, rule } of formatParts(format)) {
    const part = score[name];
    if (!part || isEmptyPart(part)) continue;
    const home = part.home ?? 0;
    const away = part.away ?? 0;
    const finished = isFinishedPart(rule, home, away);
    const set: TodsSet = { setNumber: sets.length + 1 };
    if (rule.kind === 'tieBreak') {
      set.side1TiebreakScore = home;
      set.side2TiebreakScore = away;
    } else {
      set.side1Score = home;
      set.side2Score = away;
      if (finished && part.tb !== null && part.tb !== undefined) {
        const winnerPoints = Math.max(rule.tieBreakTo, part.tb + 2);
        set.side1TiebreakScore = home > away ? winnerPoints : part.tb;
        set.side2TiebreakScore = home > away ? part.tb : winnerPoints;
      }
    }
    if (finished) set.winningSide = home > away ? 1 : 2;
    sets.push(set);
    if (earlyEnding(part)) break;
  }
  return sets;
}

/** How the match ended: a walkover, a retirement, a default, or played to the end. */
export function todsOutcome(score: MatchScore): TodsOutcome {
  if (score.wo) return 'WALKOVER';
  for (const part of [score.s1, score.s2, score.s3, score.s4, score.s5, score.st]) {
    const ending = part ? earlyEnding(part) : null;
    if (ending) return ending.flag === 'ret' ? 'RETIRED' : 'DEFAULTED';
  }
  return 'COMPLETED';
}
