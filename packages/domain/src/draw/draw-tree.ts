import type { DrawEntrantId, DrawMatch, DrawMatchLink, DrawSlot } from './knockout-draw.js';

/**
 * The empty bracket of a draw: drawSize − 1 matches numbered round by round,
 * top to bottom, each linked to the match its winner plays next. Match `order`
 * of a round feeds match ceil(order / 2) of the next, from the home side when
 * `order` is odd, so the bracket reads the same on paper and in the data.
 */
export function buildDrawTree<Id extends DrawEntrantId>(
  drawSize: number,
  firstRound: (order: number) => { home: DrawSlot<Id>; away: DrawSlot<Id> },
): DrawMatch<Id>[] {
  const matches: DrawMatch<Id>[] = [];
  let roundStart = 0;
  for (let phase = drawSize; phase >= 2; phase /= 2) {
    const inRound = phase / 2;
    for (let order = 1; order <= inRound; order++) {
      const sides = phase === drawSize ? firstRound(order) : { home: OPEN as DrawSlot<Id>, away: OPEN as DrawSlot<Id> };
      const next: DrawMatchLink | null =
        phase === 2
          ? null
          : { aa: roundStart + inRound + Math.ceil(order / 2), side: order % 2 === 1 ? 'home' : 'away' };
      matches.push({
        aa: roundStart + order,
        tournamentPhase: phase,
        order,
        isQualifierMatch: false,
        home: sides.home,
        away: sides.away,
        winner: null,
        next,
      });
    }
    roundStart += inRound;
  }
  return matches;
}

const OPEN = { kind: 'open' } as const;
