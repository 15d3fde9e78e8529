import { endsEarly } from './early-ending.js';
import { matchWinner } from './match-winner.js';
import { isPossibleSetScore, isPossibleSuperTieBreak } from './possible-score.js';
import { SCORE_MESSAGES } from './score-messages.js';
import { isEmptyPart, isFilled } from './score-types.js';
import type { MatchScore, PartKind, ScorePart, SetScore, Side } from './score-types.js';
import { isSuperTieBreakNeeded } from './super-tie-break-needed.js';
import { validateGameInput } from './validate-game-input.js';
import { isValidSetScore } from './validate-set-score.js';
import { isValidSuperTieBreak } from './validate-super-tie-break.js';

/** Greek messages by field: `s1`, `s2`, `st`, and `score` for the match as a whole. */
export type MatchScoreErrors = Record<string, string[]>;

export type MatchScoreResult = { ok: true; winner: Side } | { ok: false; errors: MatchScoreErrors };

/**
 * The check a submitted score must pass before it is stored; the score form
 * runs the same one. Parts are read in playing order, because a ret or def
 * ends the match and whether a super tie-break belongs depends on the sets.
 */
export function validateMatchScore(score: MatchScore): MatchScoreResult {
  const errors: MatchScoreErrors = {};
  const add = (field: ScorePart | 'score', message: string): void => {
    (errors[field] ??= []).push(message);
  };
  const st = score.st ?? null;

  const s1Error = checkPart(score.s1, 'set');
  if (s1Error) add('s1', s1Error);
  if (endsEarly(score.s1)) {
    if (!isEmptyPart(score.s2)) add('s2', SCORE_MESSAGES.partAfterEarlyEnd);
    if (!isEmptyPart(st)) add('st', SCORE_MESSAGES.partAfterEarlyEnd);
  } else {
    const s2Error = checkPart(score.s2, 'set');
    if (s2Error) add('s2', s2Error);
    if (endsEarly(score.s2)) {
      if (!isEmptyPart(st)) add('st', SCORE_MESSAGES.partAfterEarlyEnd);
    } else {
      const stError = checkSuperTieBreak(score, st, s1Error === null && s2Error === null);
      if (stError) add('st', stError);
    }
  }

  const winner = matchWinner(score);
  const refused = Object.keys(errors).length > 0;
  if (!refused && winner) return { ok: true, winner };
  // The rules above leave no finished score without a winner; this keeps a
  // winner-less score out of the database should they ever change.
  if (!refused) add('score', SCORE_MESSAGES.noWinner);
  return { ok: false, errors };
}

function checkSuperTieBreak(score: MatchScore, st: SetScore | null, setsAreValid: boolean): string | null {
  if (setsAreValid) {
    const needed = isSuperTieBreakNeeded(score);
    if (needed && isEmptyPart(st)) return SCORE_MESSAGES.superTieBreakRequired;
    if (!needed && !isEmptyPart(st)) return SCORE_MESSAGES.superTieBreakNotAllowed;
  }
  // With a set in error it is unknown whether the super tie-break belongs, but
  // a typed one can still be judged on its own.
  return st && !isEmptyPart(st) ? checkPart(st, 'superTieBreak') : null;
}

function checkPart(part: SetScore, kind: PartKind): string | null {
  const counts = [part.home, part.away];
  if (counts.some((count) => !validateGameInput(count, kind).ok)) return SCORE_MESSAGES.invalidGames;
  if (!isFilled(part)) return SCORE_MESSAGES.missingScore;
  const isSet = kind === 'set';
  if (endsEarly(part)) {
    const possible = isSet ? isPossibleSetScore : isPossibleSuperTieBreak;
    if (possible(part.home, part.away)) return null;
    return isSet ? SCORE_MESSAGES.impossibleEndedSet : SCORE_MESSAGES.impossibleEndedSuperTieBreak;
  }
  if (isSet) return isValidSetScore(part.home, part.away) ? null : SCORE_MESSAGES.invalidSet;
  return isValidSuperTieBreak(part.home, part.away) ? null : SCORE_MESSAGES.invalidSuperTieBreak;
}
