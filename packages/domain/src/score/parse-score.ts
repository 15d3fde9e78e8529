import { DEFAULT_MATCH_FORMAT, type MatchFormat } from './match-format.js';
import { formatParts } from './part-rules.js';
import { otherSide } from './score-types.js';
import type { MatchScore, ScoreFlag, SetScore, Side } from './score-types.js';

const PART = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;
const FLAG = /^(ret|def)\.?$/i;

/**
 * Reads a score written home first by `formatScore` back into the parts of
 * a format. The text says a match ended by `ret.`, `def.` or `w/o` but not
 * who retired, so the winner must be given: the flag goes on the other side.
 * Only the shape is checked here; whether the counts make a valid match is
 * `validateMatchScore`'s job. Returns `null` for text that is not a score.
 */
export function parseScore(text: string, winner?: Side, format: MatchFormat = DEFAULT_MATCH_FORMAT): MatchScore | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 1 && words[0]?.toLowerCase() === 'w/o') {
    return winner ? { s1: empty(), s2: empty(), st: null, wo: otherSide(winner) } : null;
  }
  const flag = readFlag(words.at(-1));
  if (flag) words.pop();
  const names = formatParts(format).map((part) => part.name);
  if (words.length === 0 || words.length > names.length) return null;
  const score: MatchScore = { s1: empty(), s2: empty(), st: null };
  let last: SetScore | null = null;
  for (const [index, word] of words.entries()) {
    const match = PART.exec(word);
    if (!match) return null;
    last = { home: Number(match[1]), away: Number(match[2]) };
    if (match[3] !== undefined) last.tb = Number(match[3]);
    score[names[index] as keyof Omit<MatchScore, 'wo'>] = last;
  }
  if (flag && last) {
    if (!winner) return null;
    last[`${otherSide(winner)}${flag === 'ret' ? 'Ret' : 'Def'}`] = true;
  }
  return score;
}

const empty = (): SetScore => ({ home: null, away: null });

function readFlag(word: string | undefined): ScoreFlag | null {
  const match = word === undefined ? null : FLAG.exec(word);
  return match ? ((match[1] as string).toLowerCase() as ScoreFlag) : null;
}
