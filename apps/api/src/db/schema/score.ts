import { sql } from 'drizzle-orm';
import { boolean, check, smallint } from 'drizzle-orm/pg-core';

// A match score is up to five sets and a super tie-break (spec 3 §3: s1, s2,
// st; s3–s5 for the formats of decision 033), each with home and away games
// (points in the super tie-break), the retirement (ret) and default (def)
// flags of each side, and a set's tie-break points (the set loser's, `tb`).
// It is stored as plain columns rather than one jsonb document: the shape is
// fixed by the rules, the database checks the ranges, and standings, group
// tie-breaks (sets, games) and statistics sum games in SQL without parsing
// JSON. Set winners are not stored: the domain derives them from these values.
// A walkover is the match's `walkover` flag, with no part filled in.

export const SCORE_PARTS = ['s1', 's2', 's3', 's4', 's5', 'st'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

export interface PartScore {
  home: number | null;
  away: number | null;
  homeRet: boolean;
  awayRet: boolean;
  homeDef: boolean;
  awayDef: boolean;
  tb?: number | null;
}

/** The league's parts are always there; the longer formats' sets `s3`–`s5` only where read from a row. */
export type MatchScore = Record<'s1' | 's2' | 'st', PartScore> & Partial<Record<'s3' | 's4' | 's5', PartScore>>;

/** The score columns of a `matches` row. */
export type ScoreRow = { [P in ScorePart as `${P}Home` | `${P}Away` | `${P}Tb`]: number | null } & {
  [P in ScorePart as `${P}HomeRet` | `${P}AwayRet` | `${P}HomeDef` | `${P}AwayDef`]: boolean;
};

const games = (name: string) => smallint(name);
const flag = (name: string) => boolean(name).notNull().default(false);

export const scoreColumns = () => ({
  s1Home: games('s1_home'),
  s1Away: games('s1_away'),
  s1HomeRet: flag('s1_home_ret'),
  s1AwayRet: flag('s1_away_ret'),
  s1HomeDef: flag('s1_home_def'),
  s1AwayDef: flag('s1_away_def'),
  s2Home: games('s2_home'),
  s2Away: games('s2_away'),
  s2HomeRet: flag('s2_home_ret'),
  s2AwayRet: flag('s2_away_ret'),
  s2HomeDef: flag('s2_home_def'),
  s2AwayDef: flag('s2_away_def'),
  stHome: games('st_home'),
  stAway: games('st_away'),
  stHomeRet: flag('st_home_ret'),
  stAwayRet: flag('st_away_ret'),
  stHomeDef: flag('st_home_def'),
  stAwayDef: flag('st_away_def'),
  s3Home: games('s3_home'),
  s3Away: games('s3_away'),
  s3HomeRet: flag('s3_home_ret'),
  s3AwayRet: flag('s3_away_ret'),
  s3HomeDef: flag('s3_home_def'),
  s3AwayDef: flag('s3_away_def'),
  s4Home: games('s4_home'),
  s4Away: games('s4_away'),
  s4HomeRet: flag('s4_home_ret'),
  s4AwayRet: flag('s4_away_ret'),
  s4HomeDef: flag('s4_home_def'),
  s4AwayDef: flag('s4_away_def'),
  s5Home: games('s5_home'),
  s5Away: games('s5_away'),
  s5HomeRet: flag('s5_home_ret'),
  s5AwayRet: flag('s5_away_ret'),
  s5HomeDef: flag('s5_home_def'),
  s5AwayDef: flag('s5_away_def'),
  s1Tb: games('s1_tb'),
  s2Tb: games('s2_tb'),
  s3Tb: games('s3_tb'),
  s4Tb: games('s4_tb'),
  s5Tb: games('s5_tb'),
  stTb: games('st_tb'),
});

const countColumns = SCORE_PARTS.flatMap((part) => [`${part}_home`, `${part}_away`, `${part}_tb`]).filter(
  (column) => !column.startsWith('st_'),
);

/**
 * Range checks: set games and tie-break points 0 to 99 (a pro set reaches
 * 10-9, an advantage set more; the domain holds each format to its own
 * range), super tie-break points 0 to 99.
 */
export const scoreChecks = (table: string) => [
  check(
    `${table}_set_games_check`,
    sql.raw(countColumns.map((column) => `coalesce("${column}", 0) between 0 and 99`).join(' and ')),
  ),
  check(
    `${table}_super_tie_break_check`,
    sql.raw(`coalesce("st_home", 0) between 0 and 99 and coalesce("st_away", 0) between 0 and 99`),
  ),
];

const EMPTY_PART: PartScore = {
  home: null,
  away: null,
  homeRet: false,
  awayRet: false,
  homeDef: false,
  awayDef: false,
  tb: null,
};

function partFromRow(row: ScoreRow, part: ScorePart): PartScore {
  return {
    home: row[`${part}Home`],
    away: row[`${part}Away`],
    homeRet: row[`${part}HomeRet`],
    awayRet: row[`${part}AwayRet`],
    homeDef: row[`${part}HomeDef`],
    awayDef: row[`${part}AwayDef`],
    tb: row[`${part}Tb`],
  };
}

export function scoreFromRow(row: ScoreRow): Required<MatchScore> {
  return Object.fromEntries(SCORE_PARTS.map((part) => [part, partFromRow(row, part)])) as Required<MatchScore>;
}

/** The column values for a score; null clears it (rollback). */
export function scoreToRow(score: MatchScore | null): ScoreRow {
  const row: Record<string, number | boolean | null> = {};
  for (const part of SCORE_PARTS) {
    const value = score?.[part] ?? EMPTY_PART;
    row[`${part}Home`] = value.home;
    row[`${part}Away`] = value.away;
    row[`${part}HomeRet`] = value.homeRet;
    row[`${part}AwayRet`] = value.awayRet;
    row[`${part}HomeDef`] = value.homeDef;
    row[`${part}AwayDef`] = value.awayDef;
    row[`${part}Tb`] = value.tb ?? null;
  }
  return row as ScoreRow;
}
