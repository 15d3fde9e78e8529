import { sql } from 'drizzle-orm';
import type { TWinLossPerAtrpResponse } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DbOrTx } from '../../db/client.js';

// Wins and losses of championship players by their ATRP against each ATRP
// level (spec 3 §7, an export of the back office's useful exports): how often
// a 3.0 beats a 3.5. Walkovers put no tennis on the record (decision 006).
// Each host's championships are its own business: host staff count only
// their host's, an admin every host's.

interface PairRow extends Record<string, unknown> {
  winnerAtrp: number;
  loserAtrp: number;
  count: number;
}

export async function loadWinLossPerAtrp(
  db: DbOrTx,
  reader: AuthUser,
  latestYearOnly: boolean,
): Promise<TWinLossPerAtrpResponse> {
  const ofHost = (alias: string) =>
    reader.role === 'admin' ? sql`` : sql` and ${sql.raw(alias)}.host_id = ${reader.hostId ?? -1}`;
  const latestYear = latestYearOnly
    ? sql` and ch.year = (select max(year) from championships c where c.state in ('underway', 'archived')${ofHost('c')})`
    : sql``;
  const { rows } = await db.execute<PairRow>(sql`
    select (case when m.winner = 0 then home.atrp else away.atrp end)::float8 as "winnerAtrp",
      (case when m.winner = 0 then away.atrp else home.atrp end)::float8 as "loserAtrp",
      count(*)::int as count
    from matches m
    join championships ch on ch.id = m.championship_id
    join championship_participations home on home.championship_id = m.championship_id and home.player_id = m.home_player1_id
    join championship_participations away on away.championship_id = m.championship_id and away.player_id = m.away_player1_id
    where m.kind = 'championship' and m.type = 'singles' and m.state = 'concluded' and m.winner is not null
      and not m.walkover and not m.is_bye and home.atrp is not null and away.atrp is not null${ofHost('ch')}${latestYear}
    group by 1, 2`);
  const table = new Map<number, Map<number, { wins: number; losses: number }>>();
  const cell = (atrp: number, against: number) => {
    const row = table.get(atrp) ?? new Map<number, { wins: number; losses: number }>();
    table.set(atrp, row);
    const value = row.get(against) ?? { wins: 0, losses: 0 };
    row.set(against, value);
    return value;
  };
  for (const row of rows) {
    cell(row.winnerAtrp, row.loserAtrp).wins += row.count;
    cell(row.loserAtrp, row.winnerAtrp).losses += row.count;
  }
  return {
    data: [...table]
      .sort(([a], [b]) => a - b)
      .map(([atrp, against]) => ({
        atrp,
        against: [...against].sort(([a], [b]) => a - b).map(([level, value]) => ({ atrp: level, ...value })),
      })),
  };
}
