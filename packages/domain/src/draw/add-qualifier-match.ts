import { DRAW_MESSAGES } from './draw-messages.js';
import { findDrawMatch, slotOf, withDrawMatches, withSlot } from './draw-match-access.js';
import type { DrawEntrantId, DrawMatchLink, DrawResult, KnockoutDraw } from './knockout-draw.js';
import type { PlacementLine } from './place-participation.js';
import { newQualifierMatch } from './qualifier-match.js';

/**
 * Adds a qualifier match whose winner takes a free first-round line: an open
 * line, or a BYE of a match not yet advanced. Without a `target` the line is
 * chosen so the byes the ITF gives last are the first taken back: open lines
 * top to bottom, then byes facing unseeded entrants bottom to top, then byes
 * facing seeds from the lowest seed up. The new qualifier gets the next free
 * number (aa −n, label "Qn").
 */
export function addQualifierMatch<Id extends DrawEntrantId>(
  draw: KnockoutDraw<Id>,
  target?: DrawMatchLink,
): DrawResult<Id> {
  const line = target ?? freeLineForQualifier(draw);
  if (!line) return { ok: false, message: DRAW_MESSAGES.noFreeLineForQualifier };
  const match = findDrawMatch(draw, line.aa);
  if (!match) return { ok: false, message: DRAW_MESSAGES.matchNotFound };
  const refusal = qualifierLineRefusal(draw.drawSize, {
    ...match,
    played: match.winner !== null,
    slot: slotOf(match, line.side).kind,
  });
  if (refusal !== null) return { ok: false, message: refusal };

  const qualifier = draw.qualifierMatches.reduce((highest, q) => Math.max(highest, q.order), 0) + 1;
  const updated = withDrawMatches(draw, [withSlot(match, line.side, { kind: 'qualifier', qualifier })]);
  return {
    ok: true,
    draw: {
      ...updated,
      qualifierMatches: [...updated.qualifierMatches, newQualifierMatch<Id>(draw.drawSize, qualifier, line)],
    },
  };
}

/**
 * Why a qualifier's winner cannot take this line, or null when it can: an
 * open line or a BYE of an unplayed first-round match. The back office's
 * choice of lines asks the same question as the server.
 */
export function qualifierLineRefusal(drawSize: number, line: PlacementLine): string | null {
  if (line.isQualifierMatch || line.tournamentPhase !== drawSize) return DRAW_MESSAGES.notAnEntrySlot;
  if (line.played || (line.slot !== 'open' && line.slot !== 'bye')) return DRAW_MESSAGES.notAFreeLine;
  return null;
}

function freeLineForQualifier<Id extends DrawEntrantId>(draw: KnockoutDraw<Id>): DrawMatchLink | undefined {
  const firstRound = draw.matches.slice(0, draw.drawSize / 2).filter((match) => match.winner === null);
  const sides = ['home', 'away'] as const;
  for (const match of firstRound) {
    for (const side of sides) if (match[side].kind === 'open') return { aa: match.aa, side };
  }
  const byes = firstRound.flatMap((match) =>
    sides
      .filter((side) => match[side].kind === 'bye')
      .map((side) => {
        const opponent = match[side === 'home' ? 'away' : 'home'];
        const seed = opponent.kind === 'participant' ? opponent.seed : null;
        return { link: { aa: match.aa, side }, seed };
      }),
  );
  // Unseeded first (bottom to top), then seeds from the lowest seed up.
  const rank = (seed: number | null): number => seed ?? Number.MAX_SAFE_INTEGER;
  byes.sort((a, b) => rank(b.seed) - rank(a.seed) || b.link.aa - a.link.aa);
  return byes[0]?.link;
}
