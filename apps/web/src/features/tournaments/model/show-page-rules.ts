import type { TTournament } from '@tennis/contracts';

export type ShowTile = 'categories' | 'participations' | 'landing' | 'orderOfPlay' | 'draws' | 'stats';

/** The details page's tiles (spec 2 §2); statistics only in god mode. */
export function showTilesFor(tournament: Pick<TTournament, 'permissions'>): ShowTile[] {
  const tiles: ShowTile[] = ['categories', 'participations', 'landing', 'orderOfPlay', 'draws'];
  if (tournament.permissions.godMode) tiles.push('stats');
  return tiles;
}
