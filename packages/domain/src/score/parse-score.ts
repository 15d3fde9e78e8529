import { otherSide } from './score-types.js';
import type { MatchScore, ScoreFlag, SetScore, Side } from './score-types.js';

const PART = /^(\d{1,2})-(\d{1,2})$/;
const FLAG = /^(ret|def)\.?$/i;

/**
 * Reads a score written by `formatScore` back into parts. The text says a
 * match ended by `ret.` or `def.` but not who retired, so the winner must be
 * given: the flag goes on the other side. Only the shape is checked here;
 * whether the counts make a valid match is `validateMatchScore`'s job.
 * Returns `null` for text that is not a score.
 */
export function parseScore(text: string, winner?: Side): MatchScore | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const flag = readFlag(words.at(-1));
  if (flag) words.pop();
  if (words.length === 0 || words.length > 3) return null;
  const parts: SetScore[] = [];
  for (const word of words) {
    const match = PART.exec(word);
    if (!match) return null;
    parts.push({ home: Number(match[1]), away: Number(match[2]) });
  }
  if (flag) {
    if (!winner) return null;
    const last = parts[parts.length - 1] as SetScore;
    last[`${otherSide(winner)}${flag === 'ret' ? 'Ret' : 'Def'}`] = true;
  }
  return {
    s1: parts[0] as SetScore,
    s2: parts[1] ?? { home: null, away: null },
    st: parts[2] ?? null,
  };
}

function readFlag(word: string | undefined): ScoreFlag | null {
  const match = word === undefined ? null : FLAG.exec(word);
  return match ? ((match[1] as string).toLowerCase() as ScoreFlag) : null;
}
