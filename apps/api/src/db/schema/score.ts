import { sql } from 'drizzle-orm';
import { boolean, check, smallint } from 'drizzle-orm/pg-core';

// A match score is two sets and a super tie-break (spec 3 §3: s1, s2, st),
// each with home and away games (points in the super tie-break) and the
// retirement (ret) and default (def) flags of each side. It is stored as
// eighteen plain columns rather than one jsonb document: the shape is fixed by
// the rules, the database checks the ranges, and standings, group tie-breaks
// (sets, games) and statistics sum games in SQL without parsing JSON. Set
// winners are not stored: the domain derives them from these values.

export const SCORE_PARTS = ['s1', 's2', 'st'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

export interface PartScore {
  home: number | null;
  away: number | null;
  homeRet: boolean;
  awayRet: boolean;
  homeDef: boolean;
  awayDef: boolean;
}

export type MatchScore = Record<ScorePart, PartScore>;

/** The score columns of a `matches` row. */
export type ScoreRow = { [P in ScorePart as `${P}Home` | `${P}Away`]: number | null } & {
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
});

/** Range checks: set games 0 to 7, super tie-break points 0 to 99. */
export const scoreChecks = (table: string) => [
  check(
    `${table}_set_games_check`,
    sql.raw(
      `coalesce("s1_home", 0) between 0 and 7 and coalesce("s1_away", 0) between 0 and 7 ` +
        `and coalesce("s2_home", 0) between 0 and 7 and coalesce("s2_away", 0) between 0 and 7`,
    ),
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
};

function partFromRow(row: ScoreRow, part: ScorePart): PartScore {
  return {
    home: row[`${part}Home`],
    away: row[`${part}Away`],
    homeRet: row[`${part}HomeRet`],
    awayRet: row[`${part}AwayRet`],
    homeDef: row[`${part}HomeDef`],
    awayDef: row[`${part}AwayDef`],
  };
}

export function scoreFromRow(row: ScoreRow): MatchScore {
  return { s1: partFromRow(row, 's1'), s2: partFromRow(row, 's2'), st: partFromRow(row, 'st') };
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
  }
  return row as ScoreRow;
}
