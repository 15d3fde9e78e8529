import type { TMatch } from '@tennis/contracts';

/** The player's side in the match, or null when they are not in it. */
export function sideOf(match: TMatch, playerId: number): 'home' | 'away' | null {
  if (match.home.players.some((p) => p.id === playerId)) return 'home';
  if (match.away.players.some((p) => p.id === playerId)) return 'away';
  return null;
}

/** 'W' or 'L' for the player in a decided match; null while it is not decided. */
export function resultOf(match: TMatch, playerId: number): 'W' | 'L' | null {
  const side = sideOf(match, playerId);
  if (match.state !== 'concluded' || match.winner === null || side === null) return null;
  return (match.winner === 0) === (side === 'home') ? 'W' : 'L';
}
