import type { TCategoryDraw, TDrawMatch } from '@tennis/contracts';
import { placementRefusal, qualifierLineRefusal, type PlacementLine } from '@tennis/domain';

type DrawSide = 'home' | 'away';

/** A line of the draw nobody holds, where an unplaced entrant can be put. */
export interface OpenLine {
  matchId: number;
  aa: number;
  side: DrawSide;
  isQualifierMatch: boolean;
}

/** What stands on a side, read back from the presented draw (the inverse of the domain's slotLabel). */
function slotKindOf(match: TDrawMatch, side: DrawSide): PlacementLine['slot'] {
  if (match[side].players.length > 0) return 'participant';
  const label = side === 'home' ? match.homeLabel : match.awayLabel;
  if (label === '-') return 'open';
  return label === 'BYE' ? 'bye' : 'qualifier';
}

/**
 * The open lines where an unplaced entrant can be put, top to bottom and
 * qualifiers last: the lines the domain's placement rule (the server's)
 * accepts (spec 2 §2 "unplaced-participations context menu").
 */
export function openLines(draw: Pick<TCategoryDraw, 'drawSize' | 'matches' | 'qualifierMatches'>): OpenLine[] {
  const { drawSize } = draw;
  if (drawSize === null) return [];
  return [...draw.matches, ...draw.qualifierMatches].flatMap((match) =>
    (['home', 'away'] as const)
      .filter(
        (side) =>
          placementRefusal(drawSize, {
            isQualifierMatch: match.isQualifierMatch,
            tournamentPhase: match.tournamentPhase,
            played: match.state === 'concluded',
            slot: slotKindOf(match, side),
          }) === null,
      )
      .map((side) => ({ matchId: match.id, aa: match.aa, side, isQualifierMatch: match.isQualifierMatch })),
  );
}

/**
 * The first-round lines a new qualifier match can feed, top to bottom: open
 * lines and BYEs of unplayed matches, as the server's rule accepts them.
 */
export function qualifierLines(draw: Pick<TCategoryDraw, 'drawSize' | 'matches'>): OpenLine[] {
  const { drawSize } = draw;
  if (drawSize === null) return [];
  return draw.matches.flatMap((match) =>
    (['home', 'away'] as const)
      .filter(
        (side) =>
          qualifierLineRefusal(drawSize, {
            isQualifierMatch: match.isQualifierMatch,
            tournamentPhase: match.tournamentPhase,
            played: match.state === 'concluded',
            slot: slotKindOf(match, side),
          }) === null,
      )
      .map((side) => ({ matchId: match.id, aa: match.aa, side, isQualifierMatch: false })),
  );
}
