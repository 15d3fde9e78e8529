import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** A player's numbers of one calendar month (Athens time): what the monthly mail tells. */
export interface MonthInsights {
  played: number;
  wins: number;
  losses: number;
  winRate: number;
  friendly: number;
  achievements: number;
}

/** The Athens month after `key` ("2026-12" → "2027-01"). */
const monthAfter = (key: string): string => {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/**
 * The player's matches played in the month `key` (`YYYY-MM`, Athens wall
 * time: a match counts in the month of its date, or of its conclusion when it
 * had none), its wins and losses, and the achievements unlocked in it.
 */
export async function computeMonthInsights(db: DbOrTx, playerId: number, key: string): Promise<MonthInsights> {
  const from = sql`(${`${key}-01 00:00:00`}::timestamp at time zone 'Europe/Athens')`;
  const to = sql`(${`${monthAfter(key)}-01 00:00:00`}::timestamp at time zone 'Europe/Athens')`;
  const { rows } = await db.execute<Omit<MonthInsights, 'winRate'>>(sql`
    with mine as (
      -- A singles match has no second player: "in (x, null)" is null, not false.
      select m.kind, m.winner,
        coalesce(${playerId} in (m.home_player1_id, m.home_player2_id), false) as at_home
      from matches m
      where ${playerId} in (m.home_player1_id, m.home_player2_id, m.away_player1_id, m.away_player2_id)
        and m.state = 'concluded' and not m.is_bye
        and coalesce(m.scheduled_at, m.concluded_at) >= ${from}
        and coalesce(m.scheduled_at, m.concluded_at) < ${to}
    )
    select
      (select count(*)::int from mine) as played,
      (select count(*)::int from mine where (winner = 0 and at_home) or (winner = 1 and not at_home)) as wins,
      (select count(*)::int from mine where (winner = 1 and at_home) or (winner = 0 and not at_home)) as losses,
      (select count(*)::int from mine where kind = 'friendly') as friendly,
      (select count(*)::int from player_achievements a
        where a.player_id = ${playerId} and a.achieved_at >= ${from} and a.achieved_at < ${to}) as achievements`);
  const row = rows[0] ?? { played: 0, wins: 0, losses: 0, friendly: 0, achievements: 0 };
  return { ...row, winRate: row.played === 0 ? 0 : Math.round((row.wins / row.played) * 100) };
}
