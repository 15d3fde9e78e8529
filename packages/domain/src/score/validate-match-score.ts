import { endsEarly } from './early-ending.js';
import { DEFAULT_MATCH_FORMAT, partsToWin, type MatchFormat, type PartRule } from './match-format.js';
import { matchWinner } from './match-winner.js';
import { formatParts, isDecidedByTieBreak, isFinishedPart, isPossiblePart, maxCount } from './part-rules.js';
import { impossiblePartMessage, invalidPartMessage, SCORE_MESSAGES } from './score-messages.js';
import { isEmptyPart, isFilled, SCORE_PARTS } from './score-types.js';
import type { MatchScore, ScorePart, SetScore, Side } from './score-types.js';
import { setWinner } from './set-winner.js';
import { validateGameInput } from './validate-game-input.js';

/** Greek messages by field: `s1`…`s5`, `st`, and `score` for the match as a whole. */
export type MatchScoreErrors = Record<string, string[]>;

export type MatchScoreResult = { ok: true; winner: Side } | { ok: false; errors: MatchScoreErrors };

/**
 * The check a submitted score must pass before it is stored; the score form
 * runs the same one. A walkover carries no score. Otherwise parts are read in
 * the format's playing order: each is required until a side has won the parts
 * it needs, none may follow the winning part or a ret or def, and a part the
 * format does not play must be empty.
 */
export function validateMatchScore(score: MatchScore, format: MatchFormat = DEFAULT_MATCH_FORMAT): MatchScoreResult {
  const errors: MatchScoreErrors = {};
  const add = (field: ScorePart | 'score', message: string): void => {
    (errors[field] ??= []).push(message);
  };
  const parts = formatParts(format);
  const played = new Set(parts.map((part) => part.name));

  if (score.wo) {
    if (SCORE_PARTS.some((name) => !isEmptyPart(score[name]))) add('score', SCORE_MESSAGES.walkoverWithScore);
  } else {
    for (const name of SCORE_PARTS) {
      if (!played.has(name) && !isEmptyPart(score[name])) add(name, SCORE_MESSAGES.setNotPlayed);
    }
    checkParts(score, format, add);
  }

  const winner = matchWinner(score, format);
  const refused = Object.keys(errors).length > 0;
  if (!refused && winner) return { ok: true, winner };
  // The rules above leave no finished score without a winner; this keeps a
  // winner-less score out of the database should they ever change.
  if (!refused) add('score', SCORE_MESSAGES.noWinner);
  return { ok: false, errors };
}

type Add = (field: ScorePart, message: string) => void;

function checkParts(score: MatchScore, format: MatchFormat, add: Add): void {
  const needed = partsToWin(format);
  const won: Record<Side, number> = { home: 0, away: 0 };
  // Once a part is in error nobody knows whether the next one belongs, but a
  // typed one can still be judged on its own.
  let known = true;
  let ended: 'early' | 'won' | null = null;
  for (const [index, { name, rule }] of formatParts(format).entries()) {
    const part = score[name] ?? null;
    if (ended) {
      if (!isEmptyPart(part)) add(name, ended === 'early' ? SCORE_MESSAGES.partAfterEarlyEnd : notPlayed(name));
      continue;
    }
    if (isEmptyPart(part)) {
      if (index < needed) add(name, SCORE_MESSAGES.missingScore);
      else if (known) add(name, required(name));
      known = false;
      continue;
    }
    const error = checkPart(part as SetScore, rule);
    if (error) add(name, error);
    // A ret or def ends the match even when its count is refused.
    if (endsEarly(part as SetScore)) {
      ended = 'early';
      continue;
    }
    if (error) {
      known = false;
      continue;
    }
    const winner = setWinner(part as SetScore) as Side;
    won[winner] += 1;
    if (known && won[winner] === needed) ended = 'won';
  }
}

const required = (name: ScorePart): string =>
  name === 'st' ? SCORE_MESSAGES.superTieBreakRequired : SCORE_MESSAGES.setRequired;
const notPlayed = (name: ScorePart): string =>
  name === 'st' ? SCORE_MESSAGES.superTieBreakNotAllowed : SCORE_MESSAGES.setNotPlayed;

function checkPart(part: SetScore, rule: PartRule): string | null {
  const max = maxCount(rule);
  if ([part.home, part.away].some((count) => !validateGameInput(count, max).ok)) return SCORE_MESSAGES.invalidGames;
  if (!isFilled(part)) return SCORE_MESSAGES.missingScore;
  const tbError = checkTieBreakPoints(part, rule);
  if (tbError) return tbError;
  if (endsEarly(part)) return isPossiblePart(rule, part.home, part.away) ? null : impossiblePartMessage(rule);
  return isFinishedPart(rule, part.home, part.away) ? null : invalidPartMessage(rule);
}

function checkTieBreakPoints(part: SetScore, rule: PartRule): string | null {
  if (part.tb === null || part.tb === undefined) return null;
  if (!Number.isInteger(part.tb) || part.tb < 0 || part.tb > 99) return SCORE_MESSAGES.invalidTieBreakPoints;
  if (endsEarly(part) || !isDecidedByTieBreak(rule, part.home, part.away)) return SCORE_MESSAGES.tieBreakPoints;
  return null;
}
