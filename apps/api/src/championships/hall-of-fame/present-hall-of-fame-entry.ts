import type { THallOfFameChampion } from '@tennis/contracts';
import type { hallOfFameEntries } from '../../db/schema/index.js';
import { hallOfFamePhotoUrl } from '../../lib/public-file-urls.js';

export type HallOfFameEntryRow = typeof hallOfFameEntries.$inferSelect;

/** An entry of the back office as the page shows it. */
export const presentHallOfFameEntry = (row: HallOfFameEntryRow): THallOfFameChampion => ({
  id: row.id,
  source: 'backoffice',
  year: row.year,
  type: row.type,
  gender: row.gender,
  league: row.league,
  championName: row.championName,
  runnerUpName: row.runnerUpName,
  thirdName: row.thirdName,
  finalScore: row.finalScore,
  photoUrl: row.photoPath ? hallOfFamePhotoUrl(row.id, row.photoPath) : null,
  championship: null,
});
