import { sql } from 'drizzle-orm';
import { ATRP_LEVELS, formatAtrp } from '@tennis/domain';
import type { TChampionshipStatsResponse } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';

const OTHER_CLUB = 'Άλλος χώρος';

/**
 * The four series of the back-office stats page for one month (see the
 * response schema): the month's concluded, non-walkover matches by week and
 * by club, the approved field by ATRP, and the month's wins and losses by the
 * player's ATRP. A match belongs to the month it was played in (its
 * scheduled time, Athens clock).
 */
export async function computeChampionshipStats(
  db: DbOrTx,
  championshipId: number,
  month: string,
): Promise<TChampionshipStatsResponse> {
  const played = sql`m.championship_id = ${championshipId} and m.state = 'concluded' and not m.walkover
    and to_char(m.scheduled_at at time zone 'Europe/Athens', 'YYYY-MM') = ${month}`;

  const perWeek = await db.execute<{ week: string; count: number }>(sql`
    select to_char(date_trunc('week', m.scheduled_at at time zone 'Europe/Athens'), 'YYYY-MM-DD') as week, count(*)::int as count
    from matches m where ${played} group by 1 order by 1`);
  const perClub = await db.execute<{ club: string | null; count: number }>(sql`
    select c.name as club, count(*)::int as count
    from matches m left join clubs c on c.id = m.club_id where ${played}
    group by c.name order by count(*) desc, c.name`);
  const byAtrp = await db.execute<{ atrp: number; count: number }>(sql`
    select atrp::float8 as atrp, count(*)::int as count from championship_participations
    where championship_id = ${championshipId} and state = 'approved' and atrp is not null group by 1`);
  const results = await db.execute<{ atrp: number; wins: number; losses: number }>(sql`
    with sides as (
      select m.home_player1_id as player_id, m.winner = 0 as won from matches m where ${played} and m.winner is not null
      union all
      select m.away_player1_id, m.winner = 1 from matches m where ${played} and m.winner is not null
    )
    select p.atrp::float8 as atrp, count(*) filter (where s.won)::int as wins, count(*) filter (where not s.won)::int as losses
    from sides s join championship_participations p on p.championship_id = ${championshipId} and p.player_id = s.player_id
    where p.atrp is not null group by 1`);
  const totals = await db.execute<{ matches: number; players: number }>(sql`
    select count(distinct m.id)::int as matches,
      count(distinct x.player_id)::int as players
    from matches m cross join lateral (values (m.home_player1_id), (m.home_player2_id), (m.away_player1_id), (m.away_player2_id)) as x(player_id)
    where ${played}`);

  const countOf = (rows: { atrp: number; count: number }[], level: number) =>
    rows.find((row) => row.atrp === level)?.count ?? 0;
  return {
    month,
    matchesPerWeek: perWeek.rows.map((row) => {
      const [, m, d] = row.week.split('-');
      return { label: `${Number(d)}/${Number(m)}`, value: row.count };
    }),
    matchesPerClub: perClub.rows.map((row) => ({ label: row.club ?? OTHER_CLUB, value: row.count })),
    participationsByAtrp: ATRP_LEVELS.map((level) => ({
      label: formatAtrp(level),
      value: countOf(byAtrp.rows, level),
    })),
    winsLossesByAtrp: ATRP_LEVELS.map((level) => {
      const row = results.rows.find((r) => r.atrp === level);
      return { label: formatAtrp(level), wins: row?.wins ?? 0, losses: row?.losses ?? 0 };
    }),
    totals: { matches: totals.rows[0]?.matches ?? 0, activePlayers: totals.rows[0]?.players ?? 0 },
  };
}
