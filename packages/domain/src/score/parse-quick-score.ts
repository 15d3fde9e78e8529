import { DEFAULT_MATCH_FORMAT, partsToWin, type MatchFormat, type PartRule } from './match-format.js';
import { formatParts, isFinishedPart } from './part-rules.js';
import { SCORE_MESSAGES } from './score-messages.js';
import { SCORE_PARTS } from './score-types.js';
import type { MatchScore, ScorePart, SetScore } from './score-types.js';
import { validateMatchScore } from './validate-match-score.js';

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

/** The parts' names as messages and the form say them. */
export const PART_NAMES: Readonly<Record<ScorePart, string>> = {
  s1: '1ο σετ',
  s2: '2ο σετ',
  s3: '3ο σετ',
  s4: '4ο σετ',
  s5: '5ο σετ',
  st: 'Super tie-break',
};

const PAIR = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;
const COMPACT = /^\d{2,4}$/;
const FLAG = /^(ret|def)\.?$/i;
/** A count as typed: one or two digits, no leading zero except 0 itself. */
const COUNT = /^(0|[1-9]\d?)$/;

/**
 * Reads the score dialog's one-line score, home count first in every part:
 * `6-4 3-6 10-8`, or without dashes `64 36 108`; a tie-break set may carry its
 * loser's points, `7-6(5)`. The words fill the format's parts in order. A set written without a dash
 * is two digits; a super tie-break without one is split where the result is a
 * finished super tie-break (`119` is 11-9, `810` is 8-10). The score must be a
 * complete, valid match (`validateMatchScore`); otherwise the answer is a Greek
 * reason. Retirements and defaults are not written here: the line cannot say
 * who retired, so the form's ret./def. buttons mark them.
 */
export function parseQuickScore(text: string, format: MatchFormat = DEFAULT_MATCH_FORMAT): QuickScoreResult {
  const words = text
    .replace(/[–—:/]/g, '-')
    .split(/[\s,;]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return refuse(QUICK_SCORE_MESSAGES.empty);
  if (words.some((word) => FLAG.test(word))) return refuse(QUICK_SCORE_MESSAGES.flag);
  const parts = formatParts(format);
  const isLeague = format.code === DEFAULT_MATCH_FORMAT.code;
  if (words.length > parts.length) {
    return refuse(isLeague ? QUICK_SCORE_MESSAGES.tooManyParts : `Ο αγώνας έχει το πολύ ${parts.length} μέρη`);
  }
  const needed = partsToWin(format);
  if (words.length < needed) {
    return refuse(isLeague ? QUICK_SCORE_MESSAGES.tooFewParts : `Γράψτε τουλάχιστον ${needed} μέρη του αγώνα`);
  }

  const score: MatchScore = { s1: { home: null, away: null }, s2: { home: null, away: null }, st: null };
  for (const [index, word] of words.entries()) {
    const { name, rule } = parts[index] as { name: ScorePart; rule: PartRule };
    const part = rule.kind === 'set' ? readSet(word) : readTieBreak(word, rule);
    if (typeof part === 'string') return refuse(part);
    score[name] = part;
  }
  const checked = validateMatchScore(score, format);
  if (checked.ok) return { ok: true, score };
  return refuse(firstError(checked.errors));
}

function refuse(error: string): QuickScoreResult {
  return { ok: false, error };
}

function readSet(word: string): SetScore | string {
  const pair = PAIR.exec(word);
  if (pair) return pairOf(pair);
  if (/^\d\d$/.test(word)) return { home: Number(word[0]), away: Number(word[1]) };
  return QUICK_SCORE_MESSAGES.unreadable(word);
}

function pairOf(pair: RegExpExecArray): SetScore {
  const part: SetScore = { home: Number(pair[1]), away: Number(pair[2]) };
  if (pair[3] !== undefined) part.tb = Number(pair[3]);
  return part;
}

function readTieBreak(word: string, rule: PartRule): SetScore | string {
  const pair = PAIR.exec(word);
  if (pair) return pairOf(pair);
  if (!COMPACT.test(word)) return QUICK_SCORE_MESSAGES.unreadable(word);
  const splits = [1, 2, 3]
    .map((at) => [word.slice(0, at), word.slice(at)] as const)
    .filter(([home, away]) => COUNT.test(home) && COUNT.test(away))
    .map(([home, away]): SetScore => ({ home: Number(home), away: Number(away) }));
  const finished = splits.filter((part) => isFinishedPart(rule, part.home, part.away));
  if (finished.length === 1) return finished[0] as SetScore;
  if (finished.length > 1) return QUICK_SCORE_MESSAGES.ambiguousTieBreak(word);
  // Nothing finished: keep the first way of reading it so the score rules say what is wrong.
  return splits[0] ?? QUICK_SCORE_MESSAGES.unreadable(word);
}

/** The first refusal in playing order, named by its part. */
function firstError(errors: Record<string, string[]>): string {
  for (const part of SCORE_PARTS) {
    const message = errors[part]?.[0];
    if (message) return `${PART_NAMES[part]}: ${message}`;
  }
  return errors.score?.[0] ?? SCORE_MESSAGES.noWinner;
}
