import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';

type DrawSide = 'home' | 'away';

/** A line of the draw nobody holds, where an unplaced entrant can be put. */
export interface OpenLine {
  matchId: number;
  aa: number;
  side: DrawSide;
  isQualifierMatch: boolean;
}

const isOpen = (match: TDrawMatch, side: DrawSide) =>
  match[side].players.length === 0 && (side === 'home' ? match.homeLabel : match.awayLabel) === '-';

/**
 * The open lines of the entry matches (first round and qualifiers) that are
 * not played yet, top to bottom and qualifiers last: the same lines the
 * server's placement rule accepts (spec 2 §2 "unplaced-participations context menu").
 */
export function openLines(draw: Pick<TCategoryDraw, 'drawSize' | 'matches' | 'qualifierMatches'>): OpenLine[] {
  const entry = [...draw.matches.filter((m) => m.tournamentPhase === draw.drawSize), ...draw.qualifierMatches];
  return entry
    .filter((match) => match.state !== 'concluded')
    .flatMap((match) =>
      (['home', 'away'] as const)
        .filter((side) => isOpen(match, side))
        .map((side) => ({ matchId: match.id, aa: match.aa, side, isQualifierMatch: match.isQualifierMatch })),
    );
}
