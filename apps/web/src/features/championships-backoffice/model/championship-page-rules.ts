import type { TBackofficeChampionship, TChampionshipSaveAction, TChampionshipState } from '@tennis/contracts';

/**
 * The save buttons of the edit form (spec 3 §4): the form always edits, so it
 * saves with 'update'; a draft can also be published.
 */
export const saveActionsFor = (state: TChampionshipState): TChampionshipSaveAction[] =>
  state === 'draft' ? ['update', 'publish'] : ['update'];

export type ShowTile = 'participations' | 'landing' | 'schedule' | 'matches' | 'stats' | 'exports';

/** The tiles of the back-office page; the landing page link only once the championship is out of draft. */
export const showTilesFor = (championship: Pick<TBackofficeChampionship, 'state'>): ShowTile[] =>
  (['participations', 'landing', 'schedule', 'matches', 'stats', 'exports'] as const).filter(
    (tile) => tile !== 'landing' || championship.state !== 'draft',
  );

/** `YYYY-MM` of a date, on the browser's calendar. */
const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/**
 * The months the stats page offers: the season the championship runs
 * (November of its starting year to October of the next, spec 3 §1), newest first.
 */
export function seasonMonths(startingYear: number): string[] {
  const months: string[] = [];
  for (let offset = 0; offset < 12; offset += 1) {
    const month = ((10 + offset) % 12) + 1;
    const year = offset < 2 ? startingYear : startingYear + 1;
    months.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return months.reverse();
}

/** The month shown first: this month when it is in the season, else the season's last month. */
export function defaultStatsMonth(months: readonly string[], today: Date): string {
  const current = monthOf(today);
  return months.includes(current) ? current : (months[0] ?? current);
}
