import { sql, type SQL } from 'drizzle-orm';
import type { TAdvancedStatsQuery, TAdvancedStatsResponse } from '@tennis/contracts';
import type { managedHostsOf } from '../auth/backoffice-policy.js';
import type { DbOrTx } from '../db/client.js';
import { athensDayRange } from '../matches/athens-date-time.js';

const OTHER_PLACE = 'Άλλος χώρος';
/** Courts cost more under lights: the evening zone starts at 17:00, Athens time (decision 024). */
const EVENING_FROM_HOUR = 17;

export type StatsReader = {
  /** Which matches and clubs this back office sees: every host's, or one host's. */
  hosts: ReturnType<typeof managedHostsOf>;
  /** Whether the reader sees wallets (host 1's back office, god): revenue is theirs to see. */
  seesRevenue: boolean;
  /** Admins and god mode see every club's costs; a host, its own clubs'. */
  seesAllClubCosts: boolean;
};

/** The reader's matches: their hosts' championships and tournaments, and the friendlies played at their clubs. */
function scopeOf(reader: StatsReader): SQL {
  const { hosts } = reader;
  if (hosts.kind === 'all') return sql`true`;
  if (hosts.kind === 'none') return sql`false`;
  return sql`(m.host_id = ${hosts.hostId} or (m.kind = 'friendly' and c.host_id = ${hosts.hostId}))`;
}

/**
 * The back office's figures over a period (spec 3 §3). A match counts when it
 * was played: concluded, not a bye or a walkover, on an Athens day of the
 * period (its scheduled time). Money is in cents.
 */
export async function computeAdvancedStats(
  db: DbOrTx,
  reader: StatsReader,
  { start, end }: TAdvancedStatsQuery,
): Promise<TAdvancedStatsResponse> {
  // A range on the stored times, so their indexes serve it; the query's schema has checked both days.
  const since = athensDayRange(start)!.start;
  const until = athensDayRange(end)!.end;
  const played = sql`m.state = 'concluded' and not m.is_bye and not m.walkover
    and m.scheduled_at >= ${since} and m.scheduled_at < ${until}
    and ${scopeOf(reader)}`;
  const from = sql`from matches m left join clubs c on c.id = m.club_id`;

  const [totals] = (
    await db.execute<{ total: number; friendly: number; singles: number; doubles: number }>(sql`
      select count(*)::int as total,
        count(*) filter (where m.kind = 'friendly')::int as friendly,
        count(*) filter (where m.type = 'singles')::int as singles,
        count(*) filter (where m.type = 'doubles')::int as doubles
      ${from} where ${played}`)
  ).rows;

  const perClub = await db.execute<{ id: number | null; name: string | null; count: number }>(sql`
    select m.club_id as id, coalesce(c.name, m.other_club_name) as name, count(*)::int as count
    ${from} where ${played} group by 1, 2 order by 3 desc, 2`);
  const perChampionship = await db.execute<{ id: number; name: string; count: number }>(sql`
    select ch.id, ch.name, count(*)::int as count
    ${from} join championships ch on ch.id = m.championship_id where ${played} group by 1, 2 order by 3 desc, 2`);
  const perTournament = await db.execute<{ id: number; name: string; count: number }>(sql`
    select t.id, t.name, count(*)::int as count
    ${from} join tournaments t on t.id = m.tournament_id where ${played} group by 1, 2 order by 3 desc, 2`);

  const costs = await clubCostsOf(db, reader, played, from);
  const players = await db.execute<{ id: number; surname: string; name: string; match_count: number }>(sql`
    select p.id, p.surname, p.name, count(distinct m.id)::int as match_count
    ${from}
    cross join lateral (values (m.home_player1_id), (m.home_player2_id), (m.away_player1_id), (m.away_player2_id)) as x(player_id)
    join players p on p.id = x.player_id
    where ${played}
    group by p.id order by 4 desc, p.surname, p.name`);

  // A first timer's first match anywhere on the platform falls in the period.
  const [firsts] = (
    await db.execute<{ count: number }>(sql`
      with period_players as (
        select distinct x.player_id
        ${from}
        cross join lateral (values (m.home_player1_id), (m.home_player2_id), (m.away_player1_id), (m.away_player2_id)) as x(player_id)
        where ${played} and x.player_id is not null
      )
      select count(*)::int as count from period_players pp
      where not exists (
        select 1 from matches e
        where e.state = 'concluded' and not e.is_bye and not e.walkover
          and e.scheduled_at < ${since}
          and pp.player_id in (e.home_player1_id, e.home_player2_id, e.away_player1_id, e.away_player2_id)
      )`)
  ).rows;

  const revenueCents = reader.seesRevenue ? await revenueOf(db, since, until) : null;

  const total = totals?.total ?? 0;
  const appearances = players.rows.reduce((sum, player) => sum + player.match_count, 0);
  const perUnit = (count: number) => (revenueCents === null ? null : count > 0 ? Math.round(revenueCents / count) : 0);
  return {
    start,
    end,
    totalMatches: total,
    matchesPerClub: perClub.rows.map((row) => ({ id: row.id, name: row.name ?? OTHER_PLACE, count: row.count })),
    matchesPerChampionship: perChampionship.rows,
    matchesPerTournament: perTournament.rows,
    friendlyMatches: totals?.friendly ?? 0,
    matchesPerType: { singles: totals?.singles ?? 0, doubles: totals?.doubles ?? 0 },
    revenueCents,
    revenuePerMatchCents: perUnit(total),
    revenuePerMatchPlayerCents: perUnit(appearances),
    clubCosts: costs,
    uniquePlayers: players.rows.length,
    firstTimers: firsts?.count ?? 0,
    playerActivity: players.rows.map((row) => ({
      id: row.id,
      surname: row.surname,
      name: row.name,
      matchCount: row.match_count,
    })),
  };
}

/** Played matches and what they cost, per club whose prices the reader sees, split at the evening zone. */
async function clubCostsOf(db: DbOrTx, reader: StatsReader, played: SQL, from: SQL) {
  const costs = await db.execute<{
    club_id: number;
    name: string;
    morning: number;
    evening: number;
    morning_cost: number | null;
    evening_cost: number | null;
  }>(sql`
    select c.id as club_id, c.name,
      count(*) filter (where extract(hour from m.scheduled_at at time zone 'Europe/Athens') < ${EVENING_FROM_HOUR})::int as morning,
      count(*) filter (where extract(hour from m.scheduled_at at time zone 'Europe/Athens') >= ${EVENING_FROM_HOUR})::int as evening,
      c.morning_zone_cost_cents as morning_cost, c.evening_zone_cost_cents as evening_cost
    ${from} where ${played} and c.id is not null
      and ${reader.seesAllClubCosts ? sql`true` : reader.hosts.kind === 'host' ? sql`c.host_id = ${reader.hosts.hostId}` : sql`false`}
    group by c.id, c.name order by c.name`);

  return costs.rows.map((row) => {
    const morningCost = row.morning * (row.morning_cost ?? 0);
    const eveningCost = row.evening * (row.evening_cost ?? 0);
    return {
      clubId: row.club_id,
      name: row.name,
      morningZone: { matches: row.morning, costCents: morningCost },
      eveningZone: { matches: row.evening, costCents: eveningCost },
      totalCents: morningCost + eveningCost,
    };
  });
}

/** Completed charges of the period, rollbacks and reversals left out. */
async function revenueOf(db: DbOrTx, from: Date, until: Date): Promise<number> {
  const [revenue] = (
    await db.execute<{ cents: number }>(sql`
      select coalesce(sum(t.amount_cents), 0)::int as cents from wallet_transactions t
      where t.type = 'withdrawal' and t.status = 'completed' and t.rolled_back_at is null
        and t.reverses_transaction_id is null
        and t.created_at >= ${from} and t.created_at < ${until}`)
  ).rows;
  return revenue?.cents ?? 0;
}
