import type { MatchFormat, PartRule, SetRule } from './match-format.js';
import { partsToWin } from './match-format.js';
import type { ScorePart } from './score-types.js';

/** A part's name and the rule it is played by, in playing order. */
export interface FormatPart {
  name: ScorePart;
  rule: PartRule;
}

const SET_NAMES = ['s1', 's2', 's3', 's4', 's5'] as const;

/**
 * The parts a format can play, in order: sets `s1`… and, where the format
 * plays a tie-break as a part (the final super tie-break, or a match that is
 * only one), `st`. So the default format is `s1`, `s2`, `st`; best of three
 * full sets is `s1`, `s2`, `s3`.
 */
export function formatParts(format: MatchFormat): FormatPart[] {
  const parts: FormatPart[] = [];
  for (let index = 0; index < format.bestOf; index += 1) {
    const rule = index === format.bestOf - 1 ? format.final : format.set;
    parts.push({ name: rule.kind === 'tieBreak' ? 'st' : (SET_NAMES[index] as ScorePart), rule });
  }
  return parts;
}

/** How many parts the form shows before any is typed: those a side needs to win. */
export function partsAlwaysShown(format: MatchFormat): number {
  return partsToWin(format);
}

const isCount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A finished part. A set with a tie-break: `setTo` against at most two less,
 * `setTo + 1` against `setTo - 1` when the tie-break comes at `setTo` all
 * (7-5), or one game past the tie-break count (7-6, or 4-3 with the
 * tie-break at 3-3). An advantage set: `setTo` or more with a two-game lead,
 * reached no later than needed. A tie-break part: `tieBreakTo` points with a
 * two-point lead, so past it exactly two ahead (11-9; 12-9 never happens).
 */
export function isFinishedPart(rule: PartRule, home: number | null, away: number | null): boolean {
  if (!isCount(home) || !isCount(away)) return false;
  const high = Math.max(home, away);
  const low = Math.min(home, away);
  if (rule.kind === 'tieBreak') return isFinishedRace(rule.tieBreakTo, high, low);
  if (rule.tieBreakAt === null) return isFinishedRace(rule.setTo, high, low);
  if (high === rule.setTo && low <= rule.setTo - 2) return true;
  if (rule.tieBreakAt === rule.setTo && high === rule.setTo + 1 && low === rule.setTo - 1) return true;
  return isTieBreakSet(rule, high, low);
}

function isFinishedRace(target: number, high: number, low: number): boolean {
  if (high < target || high - low < 2) return false;
  return high === target || high - low === 2;
}

function isTieBreakSet(rule: SetRule, high: number, low: number): boolean {
  return rule.tieBreakAt !== null && high === rule.tieBreakAt + 1 && low === rule.tieBreakAt;
}

/** The set went to a tie-break (7-6 in a six-game set): the only sets that take tie-break points. */
export function isDecidedByTieBreak(rule: PartRule, home: number | null, away: number | null): boolean {
  if (rule.kind !== 'set' || !isCount(home) || !isCount(away)) return false;
  return isTieBreakSet(rule, Math.max(home, away), Math.min(home, away));
}

/**
 * A count play can reach, where a retirement or default may stop a part
 * (ITF): a finished part, or one still going: in a tie-break set nobody past
 * the tie-break count, in an advantage set or tie-break either under the
 * target or within one. 7-3 or 7-7 in a six-game set never happen.
 */
export function isPossiblePart(rule: PartRule, home: number | null, away: number | null): boolean {
  if (!isCount(home) || !isCount(away)) return false;
  if (isFinishedPart(rule, home, away)) return true;
  const high = Math.max(home, away);
  if (rule.kind === 'set' && rule.tieBreakAt !== null) return high <= rule.tieBreakAt;
  const target = rule.kind === 'set' ? rule.setTo : rule.tieBreakTo;
  return high < target || high - Math.min(home, away) < 2;
}

/** The highest count a box of the part takes: one past the tie-break in a set, else 99. */
export function maxCount(rule: PartRule): number {
  return rule.kind === 'set' && rule.tieBreakAt !== null ? rule.tieBreakAt + 1 : 99;
}
