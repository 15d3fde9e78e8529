import type { TTournament } from '@tennis/contracts';

export type ShowTile = 'categories' | 'participations' | 'landing' | 'orderOfPlay' | 'draws' | 'stats';

/** The details page's tiles (spec 2 §2); statistics only in god mode. */
export function showTilesFor(tournament: Pick<TTournament, 'permissions'>): ShowTile[] {
  const tiles: ShowTile[] = ['categories', 'participations', 'landing', 'orderOfPlay', 'draws'];
  if (tournament.permissions.godMode) tiles.push('stats');
  return tiles;
}

/** Participations can be toggled only while the tournament is neither draft nor archived. */
export const canToggleParticipations = (state: TTournament['state']) => state !== 'draft' && state !== 'archived';
export const canGoForward = (state: TTournament['state']) => state !== 'archived';
export const canGoBack = (state: TTournament['state']) => state !== 'draft';
/** Print winners: underway (spec 2 §4) and, read-only, archived. */
export const canPrintWinners = (state: TTournament['state']) => state === 'underway' || state === 'archived';
