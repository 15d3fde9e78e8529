/**
 * A match format as a TODS `matchUpFormat` code (`SET3-S:6/TB7-F:TB10`): how
 * many sets, how a set is won, and how the deciding part is played. The code
 * is what a tournament category stores; this is the code read into rules.
 */

/** A set of games: first to `setTo` with two clear, a tie-break at `tieBreakAt` all (null: an advantage set). */
export interface SetRule {
  kind: 'set';
  setTo: number;
  tieBreakAt: number | null;
  tieBreakTo: number;
}

/** A part that is only a tie-break (the 10-point super tie-break): first to `tieBreakTo` with two clear. */
export interface TieBreakRule {
  kind: 'tieBreak';
  tieBreakTo: number;
}

export type PartRule = SetRule | TieBreakRule;

export interface MatchFormat {
  code: string;
  /** Best of 1, 3 or 5: the match is won by the first side to win `bestOf / 2` rounded up parts. */
  bestOf: number;
  set: PartRule;
  /** The deciding part; the same as `set` unless the code gives a final set (`-F:`). */
  final: PartRule;
}

/** Two tie-break sets and a 10-point super tie-break at one set all: the league's format and the default. */
export const DEFAULT_MATCH_FORMAT_CODE = 'SET3-S:6/TB7-F:TB10';

/** The formats a tournament category can be played in, in the order they are offered. */
export const MATCH_FORMAT_CODES = [
  DEFAULT_MATCH_FORMAT_CODE,
  'SET3-S:6/TB7',
  'SET5-S:6/TB7',
  'SET3-S:4/TB7@3',
  'SET1-S:8/TB7',
  'SET1-S:9/TB7',
  'SET1-S:TB10',
] as const;
export type MatchFormatCode = (typeof MATCH_FORMAT_CODES)[number];

/** Greek names of the offered formats, as the category form and page show them. */
export const MATCH_FORMAT_LABELS: Readonly<Record<MatchFormatCode, string>> = {
  'SET3-S:6/TB7-F:TB10': '2 σετ με tie-break και super tie-break στο 1-1',
  'SET3-S:6/TB7': '2 στα 3 σετ με tie-break στο 6-6',
  'SET5-S:6/TB7': '3 στα 5 σετ με tie-break στο 6-6',
  'SET3-S:4/TB7@3': '2 στα 3 σύντομα σετ στα 4 games (tie-break στο 3-3)',
  'SET1-S:8/TB7': 'Pro set στα 8 games (tie-break στο 8-8)',
  'SET1-S:9/TB7': 'Pro set στα 9 games (tie-break στο 9-9)',
  'SET1-S:TB10': 'Ένα super tie-break στους 10 πόντους',
};

/** The Greek name of a format, or its TODS code when it is not one of the offered ones. */
export function matchFormatLabel(code: string): string {
  return (MATCH_FORMAT_LABELS as Readonly<Record<string, string>>)[code] ?? code;
}

const CODE = /^SET([135])-S:([^-]+)(?:-F:([^-]+))?$/;
const SET = /^(\d{1,2})(?:\/TB(\d{1,2})(?:@(\d{1,2}))?)?$/;
const TIE_BREAK = /^TB(\d{1,2})$/;

/**
 * Reads a TODS code, or `null` when it is not one this platform can score:
 * 1, 3 or 5 sets; sets to 1–9 games with a tie-break at the set count or one
 * below it, or no tie-break; tie-breaks to 5–21 points. Only a match of one
 * part may be a tie-break throughout (`SET1-S:TB10`).
 */
export function parseMatchFormat(code: string): MatchFormat | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const bestOf = Number(match[1]);
  const set = readRule(match[2] as string);
  const final = match[3] === undefined ? set : readRule(match[3]);
  if (!set || !final) return null;
  if (set.kind === 'tieBreak' && bestOf > 1) return null;
  if (bestOf === 1 && match[3] !== undefined) return null;
  return { code, bestOf, set, final };
}

function readRule(text: string): PartRule | null {
  const tieBreak = TIE_BREAK.exec(text);
  if (tieBreak) {
    const tieBreakTo = Number(tieBreak[1]);
    return tieBreakTo >= 5 && tieBreakTo <= 21 ? { kind: 'tieBreak', tieBreakTo } : null;
  }
  const set = SET.exec(text);
  if (!set) return null;
  const setTo = Number(set[1]);
  if (setTo < 1 || setTo > 9) return null;
  if (set[2] === undefined) return { kind: 'set', setTo, tieBreakAt: null, tieBreakTo: 7 };
  const tieBreakTo = Number(set[2]);
  const tieBreakAt = set[3] === undefined ? setTo : Number(set[3]);
  if (tieBreakTo < 5 || tieBreakTo > 21) return null;
  if (tieBreakAt !== setTo && tieBreakAt !== setTo - 1) return null;
  return { kind: 'set', setTo, tieBreakAt, tieBreakTo };
}

/** The default format, read once. */
export const DEFAULT_MATCH_FORMAT: MatchFormat = parseMatchFormat(DEFAULT_MATCH_FORMAT_CODE) as MatchFormat;

/** The format of a stored code; a code this platform cannot read falls back to the default. */
export function matchFormatOf(code: string | null | undefined): MatchFormat {
  return (code ? parseMatchFormat(code) : null) ?? DEFAULT_MATCH_FORMAT;
}

/** Parts a side must win to win the match. */
export function partsToWin(format: MatchFormat): number {
  return Math.ceil(format.bestOf / 2);
}
