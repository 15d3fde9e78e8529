import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { KNOCKOUT_PHASE, REGULAR_SEASON_PHASE } from '@tennis/domain';
import { SURFACE_LABELS, type TChampionshipMatchFilters, type TMatch } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { matches } from '../../db/schema/index.js';
import { presentMatches } from '../../matches/present-matches.js';
import { championshipMatchWhere } from './championship-match-filters.js';

const MATCH_EXPORT_COLUMNS = [
  'ID',
  'Ημερομηνία',
  'Γηπεδούχος',
  'Σκορ',
  'Φιλοξενούμενος',
  'Όμιλος',
  'Επιφάνεια',
  'Φάση',
  'Μπάλες',
  'Σχόλια',
] as const;

const PHASE_LABELS: Record<number, string> = {
  [REGULAR_SEASON_PHASE]: 'Κανονική περίοδος',
  [KNOCKOUT_PHASE]: 'Knockouts',
};

function ballsOf(match: TMatch): string {
  return [...match.home.players, ...match.away.players]
    .filter((player) => player.balls)
    .map((player) => player.displayName)
    .join(', ');
}

/** The filtered matches of a championship as an xlsx workbook, oldest first (the list's filters, no paging). */
export async function exportChampionshipMatches(
  db: DbOrTx,
  championshipId: number,
  filters: TChampionshipMatchFilters,
): Promise<Buffer> {
  const rows = await db
    .select()
    .from(matches)
    .where(championshipMatchWhere(championshipId, filters))
    .orderBy(asc(matches.scheduledAt), asc(matches.id));
  const presented = await presentMatches(db, rows, null);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Αγώνες');
  sheet.addRow([...MATCH_EXPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  for (const match of presented) {
    sheet.addRow([
      match.id,
      match.scheduledAt ?? '',
      match.home.displayName ?? '',
      match.scoreText,
      match.away.displayName ?? '',
      match.club?.name ?? '',
      match.surface ? SURFACE_LABELS[match.surface] : '',
      match.phase !== null ? (PHASE_LABELS[match.phase] ?? String(match.phase)) : '',
      ballsOf(match),
      match.orderOfPlayComments ?? '',
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = [8, 20, 28, 16, 28, 28, 14, 18, 28, 30][index] ?? 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
