import { SCORE_MESSAGES } from './score-messages.js';
import type { MatchScore, ScorePart, SetScore } from './score-types.js';
import { validateMatchScore } from './validate-match-score.js';
import { isValidSuperTieBreak } from './validate-super-tie-break.js';

export type QuickScoreResult = { ok: true; score: MatchScore } | { ok: false; error: string };

/** The Greek reasons a quick score line is refused with, beyond the score rules' own messages. */
export const QUICK_SCORE_MESSAGES = {
  empty: 'Γράψτε το σκορ, π.χ. 6-4 3-6 10-8',
  tooFewParts: 'Γράψτε τουλάχιστον δύο σετ, π.χ. 6-4 6-3',
  tooManyParts: 'Ένας αγώνας έχει το πολύ δύο σετ και ένα super tie-break',
  unreadable: (word: string) => `Δεν αναγνωρίζεται το «${word}»: γράψτε κάθε σετ ως 6-4 ή 64`,
  ambiguousTieBreak: (word: string) =>
    `Το «${word}» διαβάζεται με περισσότερους τρόπους: γράψτε το με παύλα, π.χ. 10-8`,
  flag: 'Το ret. και το def. σημειώνονται με τα κουμπιά κάθε σετ',
} as const;

const PART_NAMES: Record<ScorePart, string> = { s1: '1ο σετ', s2: '2ο σετ', st: 'Super tie-break' };

const PAIR = /^(\d{1,2})-(\d{1,2})$/;
const COMPACT = /^\d{2,4}$/;
const FLAG = /^(ret|def)\.?$/i;
/** A count as typed: one or two digits, no leading zero except 0 itself. */
const COUNT = /^(0|[1-9]\d?)$/;

/**
 * Reads the score dialog's one-line score, home count first in every part:
 * `6-4 3-6 10-8`, or without dashes `64 36 108`. A set written without a dash
 * is two digits; a super tie-break without one is split where the result is a
 * finished super tie-break (`119` is 11-9, `810` is 8-10). The score must be a
 * complete, valid match (`validateMatchScore`); otherwise the answer is a Greek
 * reason. Retirements and defaults are not written here: the line cannot say
 * who retired, so the form's ret./def. buttons mark them.
 */
export function parseQuickScore(text: string): QuickScoreResult {
  const words = text
    .replace(/[–—:/]/g, '-')
    .split(/[\s,;]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return refuse(QUICK_SCORE_MESSAGES.empty);
  if (words.some((word) => FLAG.test(word))) return refuse(QUICK_SCORE_MESSAGES.flag);
  if (words.length > 3) return refuse(QUICK_SCORE_MESSAGES.tooManyParts);
  if (words.length < 2) return refuse(QUICK_SCORE_MESSAGES.tooFewParts);

  const parts: SetScore[] = [];
  for (const [index, word] of words.entries()) {
    const part = index < 2 ? readSet(word) : readSuperTieBreak(word);
    if (typeof part === 'string') return refuse(part);
    parts.push(part);
  }
  const score: MatchScore = { s1: parts[0] as SetScore, s2: parts[1] as SetScore, st: parts[2] ?? null };
  const checked = validateMatchScore(score);
  if (checked.ok) return { ok: true, score };
  return refuse(firstError(checked.errors));
}

function refuse(error: string): QuickScoreResult {
  return { ok: false, error };
}

function readSet(word: string): SetScore | string {
  const pair = PAIR.exec(word);
  if (pair) return { home: Number(pair[1]), away: Number(pair[2]) };
  if (/^\d\d$/.test(word)) return { home: Number(word[0]), away: Number(word[1]) };
  return QUICK_SCORE_MESSAGES.unreadable(word);
}

function readSuperTieBreak(word: string): SetScore | string {
  const pair = PAIR.exec(word);
  if (pair) return { home: Number(pair[1]), away: Number(pair[2]) };
  if (!COMPACT.test(word)) return QUICK_SCORE_MESSAGES.unreadable(word);
  const splits = [1, 2, 3]
    .map((at) => [word.slice(0, at), word.slice(at)] as const)
    .filter(([home, away]) => COUNT.test(home) && COUNT.test(away))
    .map(([home, away]): SetScore => ({ home: Number(home), away: Number(away) }));
  const finished = splits.filter((part) => isValidSuperTieBreak(part.home, part.away));
  if (finished.length === 1) return finished[0] as SetScore;
  if (finished.length > 1) return QUICK_SCORE_MESSAGES.ambiguousTieBreak(word);
  // Nothing finished: keep the first way of reading it so the score rules say what is wrong.
  return splits[0] ?? QUICK_SCORE_MESSAGES.unreadable(word);
}

/** The first refusal in playing order, named by its part. */
function firstError(errors: Record<string, string[]>): string {
  for (const part of ['s1', 's2', 'st'] as const) {
    const message = errors[part]?.[0];
    if (message) return `${PART_NAMES[part]}: ${message}`;
  }
  return errors.score?.[0] ?? SCORE_MESSAGES.noWinner;
}
