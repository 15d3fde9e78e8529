import { sql, type SQL } from 'drizzle-orm';
import { championshipPhaseOf, type StandingsMatch, type StandingsParticipation } from '@tennis/domain';
import type { DbOrTx } from '../../db/client.js';

// What the domain's standings functions read, loaded straight from the
// database. Championship matches name their players (home/away player 1), so
// a side's participation is the one of that player in the championship.
// Only approved participations with an ATRP are ranked; a match whose side is
// not among them (a player withdrawn before approval) cannot be placed in a
// table and is left out on purpose.

interface ParticipationRow extends Record<string, unknown> {
  id: number;
  playerId: number;
  atrp: number;
  status: StandingsParticipation['status'];
}

interface MatchRow extends Record<string, unknown> {
  id: number;
  homeParticipationId: number;
  awayParticipationId: number;
  winner: number;
  playedAt: string;
  phaseCode: number | null;
  walkover: boolean;
  anyDef: boolean;
  anyRet: boolean;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** The approved participations of a championship as the domain ranks them; only those with these ids when given. */
export async function loadStandingsParticipations(
  db: DbOrTx,
  championshipId: number,
  ids?: readonly number[],
): Promise<StandingsParticipation[]> {
  if (ids?.length === 0) return [];
  const only = ids ? sql` and id in (${idList(ids)})` : sql``;
  const { rows } = await db.execute<ParticipationRow>(sql`
    select id, player_id as "playerId", atrp::float8 as atrp, status
    from championship_participations
    where championship_id = ${championshipId} and state = 'approved' and atrp is not null${only}
    order by id`);
  return rows;
}

export interface MatchFilter {
  /**
   * Only matches one of these players played. Filtering on the match's own
   * player columns lets their indexes find a player's few dozen matches among
   * the season's thousands.
   */
  playerIds?: readonly number[];
  /** Only matches played in this calendar month (Europe/Athens). */
  month?: { year: number; month: number };
}

/**
 * The concluded matches of a championship between approved participations, as
 * the domain reads them: `playedAt` is the scheduled time on an Athens clock,
 * and the result kind comes from the walkover flag and the score's flags.
 */
export async function loadStandingsMatches(
  db: DbOrTx,
  championshipId: number,
  filter: MatchFilter = {},
): Promise<StandingsMatch[]> {
  const conditions: SQL[] = [];
  if (filter.playerIds) {
    const ids = idList(filter.playerIds);
    conditions.push(
      filter.playerIds.length === 0
        ? sql`false`
        : sql`(m.home_player1_id in (${ids}) or m.away_player1_id in (${ids}))`,
    );
  }
  if (filter.month) {
    const start = `${filter.month.year}-${String(filter.month.month).padStart(2, '0')}-01`;
    conditions.push(sql`(m.scheduled_at at time zone 'Europe/Athens') >= ${start}::timestamp`);
    conditions.push(sql`(m.scheduled_at at time zone 'Europe/Athens') < ${start}::timestamp + interval '1 month'`);
  }
  const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await db.execute<MatchRow>(sql`
    select m.id,
      home.id as "homeParticipationId",
      away.id as "awayParticipationId",
      m.winner,
      to_char(coalesce(m.scheduled_at, m.concluded_at) at time zone 'Europe/Athens', 'YYYY-MM-DD HH24:MI:SS') as "playedAt",
      m.tournament_phase as "phaseCode",
      m.walkover,
      (m.s1_home_def or m.s1_away_def or m.s2_home_def or m.s2_away_def or m.st_home_def or m.st_away_def) as "anyDef",
      (m.s1_home_ret or m.s1_away_ret or m.s2_home_ret or m.s2_away_ret or m.st_home_ret or m.st_away_ret) as "anyRet"
    from matches m
    join championship_participations home
      on home.championship_id = m.championship_id and home.player_id = m.home_player1_id
      and home.state = 'approved' and home.atrp is not null
    join championship_participations away
      on away.championship_id = m.championship_id and away.player_id = m.away_player1_id
      and away.state = 'approved' and away.atrp is not null
    where m.championship_id = ${championshipId} and m.kind = 'championship'
      and m.state = 'concluded' and m.winner is not null and not m.is_bye${extra}
    order by m.id`);
  return rows.map(toStandingsMatch);
}

function toStandingsMatch(row: MatchRow): StandingsMatch {
  return {
    id: row.id,
    homeParticipationId: row.homeParticipationId,
    awayParticipationId: row.awayParticipationId,
    winner: row.winner === 0 ? 'home' : 'away',
    playedAt: row.playedAt,
    phase: championshipPhaseOf(row.phaseCode),
    // The score's early-ending order: a retirement ends a part before a default does.
    resultKind: row.walkover ? 'walkover' : row.anyRet ? 'ret' : row.anyDef ? 'def' : 'normal',
  };
}
