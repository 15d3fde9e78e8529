import { sql } from 'drizzle-orm';
import { CHAMPIONSHIP_BACKOFFICE_ERRORS } from '@tennis/contracts';
import { formatAtrp, isInLeague } from '@tennis/domain';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/http-error.js';
import type { ChampionshipRow } from './championship-access.js';
import { PARTICIPATION_STATUS_LABELS } from './labels.js';
import { writeWorkbook, type SheetSpec } from './write-workbook.js';

interface StandingsRow extends Record<string, unknown> {
  openRank: number | null;
  underRank: number | null;
  playerId: number;
  displayName: string;
  atrp: number;
  status: keyof typeof PARTICIPATION_STATUS_LABELS;
  points: number;
  secondaryPoints: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
}

/** The ranked rows as the standings keep them: approved participations, ranked ones in order, OFF players after them. */
async function loadStoredStandings(db: DbOrTx, championshipId: number): Promise<StandingsRow[]> {
  const { rows } = await db.execute<StandingsRow>(sql`
    select cp.open_rank as "openRank", cp.under_rank as "underRank", pl.id as "playerId", pl.display_name as "displayName",
      cp.atrp::float8 as atrp, cp.status, cp.points, cp.secondary_points as "secondaryPoints",
      cp.matches_played as "matchesPlayed", cp.wins, cp.losses
    from championship_participations cp join players pl on pl.id = cp.player_id
    where cp.championship_id = ${championshipId} and cp.state = 'approved' and cp.atrp is not null
    order by cp.open_rank nulls last, cp.points desc, cp.secondary_points desc, cp.id`);
  return rows;
}

const STANDINGS_COLUMNS: SheetSpec['columns'] = [
  { header: 'Θέση', key: 'rank', width: 7 },
  { header: 'ID αθλητή', key: 'playerId', width: 10 },
  { header: 'Αθλητής', key: 'displayName', width: 28 },
  { header: 'ATRP', key: 'atrp', width: 8 },
  { header: 'Κατάσταση', key: 'status', width: 15 },
  { header: 'Βαθμοί', key: 'points', width: 10 },
  { header: 'Δευτερεύοντες βαθμοί', key: 'secondaryPoints', width: 12 },
  { header: 'Αγώνες', key: 'matchesPlayed', width: 9 },
  { header: 'Νίκες', key: 'wins', width: 9 },
  { header: 'Ήττες', key: 'losses', width: 9 },
];

const sheetRow = (row: StandingsRow, rank: number | null) => ({
  rank,
  playerId: row.playerId,
  displayName: row.displayName,
  atrp: formatAtrp(row.atrp),
  status: PARTICIPATION_STATUS_LABELS[row.status],
  points: row.points,
  secondaryPoints: row.secondaryPoints,
  matchesPlayed: row.matchesPlayed,
  wins: row.wins,
  losses: row.losses,
});

/** OPEN and UNDER 2.5 (ATRP 1.5 to 2.5) sheets of a singles championship; doubles has no points to rank (decision 006). */
export async function exportStandings(db: DbOrTx, championship: ChampionshipRow): Promise<Buffer> {
  if (championship.type !== 'singles') throw conflict(CHAMPIONSHIP_BACKOFFICE_ERRORS.singlesOnly);
  const rows = await loadStoredStandings(db, championship.id);
  const under = rows
    .filter((row) => isInLeague(row, 'under-2.5'))
    .sort((a, b) => (a.underRank ?? Number.MAX_SAFE_INTEGER) - (b.underRank ?? Number.MAX_SAFE_INTEGER));
  return writeWorkbook([
    { name: 'OPEN', columns: STANDINGS_COLUMNS, rows: rows.map((row) => sheetRow(row, row.openRank)) },
    { name: 'UNDER 2.5', columns: STANDINGS_COLUMNS, rows: under.map((row) => sheetRow(row, row.underRank)) },
  ]);
}
