import { sql, type SQL } from 'drizzle-orm';
import type { AchievementMatch, SetScore } from '@tennis/domain';
import type { DbOrTx } from '../db/client.js';

/** Tournaments store the players left in the round; 2 is the final. */
const FINAL_PHASE = 2;

interface Row {
  id: number;
  kind: 'championship' | 'tournament';
  at: string;
  home: (number | null)[];
  away: (number | null)[];
  winner: 0 | 1;
  walkover: boolean;
  phase: number | null;
  home_rating: string | number | null;
  away_rating: string | number | null;
  s1: Part;
  s2: Part;
  st: Part;
}
type Part = [number | null, number | null, boolean, boolean, boolean, boolean];

const part = (p: 's1' | 's2' | 'st') =>
  sql.raw(
    `json_build_array(m.${p}_home, m.${p}_away, m.${p}_home_ret, m.${p}_away_ret, m.${p}_home_def, m.${p}_away_def)`,
  );
/** A singles player's ATRP: the championship's for its matches, the player's own otherwise. */
const rating = (column: 'home_player1_id' | 'away_player1_id') =>
  sql.raw(`coalesce((select cp.atrp from championship_participations cp
    where cp.championship_id = m.championship_id and cp.player_id = m.${column} limit 1),
    (select p.atrp from players p where p.id = m.${column}))`);

const setScore = ([home, away, homeRet, awayRet, homeDef, awayDef]: Part): SetScore => ({
  home,
  away,
  homeRet,
  awayRet,
  homeDef,
  awayDef,
});
const ids = (list: (number | null)[]) => list.filter((id): id is number => id !== null);
const number = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The concluded championship and tournament matches (byes aside) of the given
 * players, or of everyone, as the achievement rules read them (decision 030).
 */
export async function loadAchievementMatches(
  db: DbOrTx,
  playerIds: readonly number[] | 'all',
): Promise<AchievementMatch[]> {
  const whose: SQL =
    playerIds === 'all'
      ? sql`true`
      : sql`array[m.home_player1_id, m.home_player2_id, m.away_player1_id, m.away_player2_id] && ${sql.raw(
          `array[${playerIds.map((id) => Number(id)).join(',') || 'null'}]::int[]`,
        )}`;
  const { rows } = await db.execute<Row & Record<string, unknown>>(sql`
    select m.id, m.kind, coalesce(m.scheduled_at, m.concluded_at, m.updated_at) as at,
      json_build_array(m.home_player1_id, m.home_player2_id) as home,
      json_build_array(m.away_player1_id, m.away_player2_id) as away,
      m.winner, m.walkover, m.tournament_phase as phase,
      case when m.home_player2_id is null then ${rating('home_player1_id')} end as home_rating,
      case when m.away_player2_id is null then ${rating('away_player1_id')} end as away_rating,
      ${part('s1')} as s1, ${part('s2')} as s2, ${part('st')} as st
    from matches m
    where m.kind in ('championship', 'tournament') and m.state = 'concluded' and not m.is_bye
      and m.winner is not null and ${whose}`);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: new Date(row.at),
    homePlayerIds: ids(row.home),
    awayPlayerIds: ids(row.away),
    winner: row.winner,
    concluded: true,
    walkover: row.walkover,
    score: { s1: setScore(row.s1), s2: setScore(row.s2), st: setScore(row.st) },
    homeRating: number(row.home_rating),
    awayRating: number(row.away_rating),
    isFinal: row.kind === 'tournament' && row.phase === FINAL_PHASE,
  }));
}
