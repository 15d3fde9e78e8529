import { sql } from 'drizzle-orm';
import { formatAtrp } from '@tennis/domain';
import type { DbOrTx } from '../../db/client.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import type { ChampionshipRow } from './championship-access.js';
import { PARTICIPATION_STATE_LABELS, PARTICIPATION_STATUS_LABELS } from './labels.js';
import { writeWorkbook, type SheetSpec } from './write-workbook.js';

interface ActivityRow extends Record<string, unknown> {
  id: number;
  playerId: number;
  surname: string;
  name: string;
  email: string | null;
  phone: string | null;
  atrp: number | null;
  state: keyof typeof PARTICIPATION_STATE_LABELS;
  status: keyof typeof PARTICIPATION_STATUS_LABELS;
  matches: number;
  wins: number;
  losses: number;
  lastMatchAt: Date | string | null;
}

/**
 * Every participation with what its player did in this championship: concluded
 * matches on court (walkovers put no tennis on the record, decision 006), wins,
 * losses and the last match; most active first.
 */
async function loadPlayerActivity(db: DbOrTx, championshipId: number): Promise<ActivityRow[]> {
  const { rows } = await db.execute<ActivityRow>(sql`
    with sides as (
      select m.home_player1_id as player_id, m.winner = 0 as won, m.winner is not null as decided, m.scheduled_at from matches m
        where m.championship_id = ${championshipId} and m.state = 'concluded' and not m.walkover
      union all select m.home_player2_id, m.winner = 0, m.winner is not null, m.scheduled_at from matches m
        where m.championship_id = ${championshipId} and m.state = 'concluded' and not m.walkover and m.home_player2_id is not null
      union all select m.away_player1_id, m.winner = 1, m.winner is not null, m.scheduled_at from matches m
        where m.championship_id = ${championshipId} and m.state = 'concluded' and not m.walkover
      union all select m.away_player2_id, m.winner = 1, m.winner is not null, m.scheduled_at from matches m
        where m.championship_id = ${championshipId} and m.state = 'concluded' and not m.walkover and m.away_player2_id is not null
    )
    select cp.id, pl.id as "playerId", pl.surname, pl.name, pl.email, pl.phone, cp.atrp::float8 as atrp, cp.state, cp.status,
      count(s.player_id)::int as matches,
      count(*) filter (where s.decided and s.won)::int as wins,
      count(*) filter (where s.decided and not s.won)::int as losses,
      max(s.scheduled_at) as "lastMatchAt"
    from championship_participations cp
    join players pl on pl.id = cp.player_id
    left join sides s on s.player_id = cp.player_id
    where cp.championship_id = ${championshipId}
    group by cp.id, pl.id
    order by count(s.player_id) desc, pl.surname, pl.name, cp.id`);
  return rows;
}

const PLAYER_ACTIVITY_COLUMNS: SheetSpec['columns'] = [
  { header: 'ID αθλητή', key: 'playerId', width: 10 },
  { header: 'Επώνυμο', key: 'surname', width: 22 },
  { header: 'Όνομα', key: 'name', width: 18 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Τηλέφωνο', key: 'phone', width: 14 },
  { header: 'ATRP', key: 'atrp', width: 8 },
  { header: 'Έγκριση', key: 'state', width: 18 },
  { header: 'Κατάσταση', key: 'status', width: 16 },
  { header: 'Αγώνες', key: 'matches', width: 9 },
  { header: 'Νίκες', key: 'wins', width: 9 },
  { header: 'Ήττες', key: 'losses', width: 9 },
  { header: 'Τελευταίος αγώνας', key: 'lastMatchAt', width: 20 },
];

export async function exportPlayerActivity(db: DbOrTx, championship: ChampionshipRow): Promise<Buffer> {
  const rows = await loadPlayerActivity(db, championship.id);
  return writeWorkbook([
    {
      name: 'Δραστηριότητα αθλητών',
      columns: PLAYER_ACTIVITY_COLUMNS,
      rows: rows.map((row) => ({
        playerId: row.playerId,
        surname: row.surname,
        name: row.name,
        email: row.email,
        phone: row.phone,
        atrp: formatAtrp(row.atrp),
        state: PARTICIPATION_STATE_LABELS[row.state],
        status: PARTICIPATION_STATUS_LABELS[row.status],
        matches: row.matches,
        wins: row.wins,
        losses: row.losses,
        lastMatchAt: row.lastMatchAt === null ? null : formatAthensDateTime(new Date(row.lastMatchAt)),
      })),
    },
  ]);
}
