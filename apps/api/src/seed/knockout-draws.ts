import {
  advanceWinner,
  buildKnockoutDraw,
  computeDrawSize,
  drawMatchState,
  drawOutcome,
  isByeMatch,
  proceedByes,
  type DrawMatch,
  type KnockoutDraw,
} from '@tennis/domain';
import type { Random } from './random.js';
import { playMatch, type PlayedMatch } from './scores.js';
import type { KnockoutPlan } from './tournament-catalog.js';
import type { SeedEntry } from './tournament-entries.js';

// A knockout draw made the way the back office makes it (buildKnockoutDraw,
// then "proceed all byes") and played round by round with advanceWinner, so
// the stored bracket is one the domain itself produced.

export interface PlayedDraw {
  draw: KnockoutDraw<number>;
  /** Scores by draw number (aa). */
  scores: Map<number, PlayedMatch>;
  /** Draw numbers won by walkover. */
  walkovers: Set<number>;
  /** The entry of each participation id in the draw. */
  entries: Map<number, SeedEntry>;
  outcome: { winner: number; finalist: number | null } | null;
}

/** Seeds in seed order, then the rest; the draw size the initialise dialog proposes. */
export function playKnockout(
  random: Random,
  entries: readonly SeedEntry[],
  plan: KnockoutPlan,
  drawSize = computeDrawSize(entries.length, 0),
): PlayedDraw {
  const seeded = entries.filter((e) => e.seed !== null).sort((a, b) => (a.seed as number) - (b.seed as number));
  const unseeded = entries.filter((e) => e.seed === null);
  let draw = buildKnockoutDraw({
    drawSize,
    seeded: seeded.map((e) => e.participationId),
    unseeded: unseeded.map((e) => e.participationId),
    qualifierMatches: 0,
    random: random.next,
  });
  draw = proceedByes(draw).draw;
  const byId = new Map(entries.map((e) => [e.participationId, e]));
  const scores = new Map<number, PlayedMatch>();
  const walkovers = new Set<number>();
  let walkoversLeft = plan.walkovers ?? 0;

  let round = 0;
  for (let phase = drawSize; phase >= 2; phase /= 2) {
    round++;
    const fullyPlayed = plan.roundsPlayed === 'all' || round <= plan.roundsPlayed;
    const partly = plan.roundsPlayed !== 'all' && round === plan.roundsPlayed + 1 ? (plan.nextRoundPlayed ?? 0) : 0;
    let playedInRound = 0;
    for (const aa of draw.matches.filter((m) => m.tournamentPhase === phase).map((m) => m.aa)) {
      const match = draw.matches.find((m) => m.aa === aa) as DrawMatch<number>;
      if (isByeMatch(match) || drawMatchState(match) !== 'initialized') continue;
      if (!fullyPlayed && playedInRound >= partly) continue;
      playedInRound++;
      const home = byId.get(idOf(match, 'home')) as SeedEntry;
      const away = byId.get(idOf(match, 'away')) as SeedEntry;
      let winner: 'home' | 'away';
      if (walkoversLeft > 0 && round === 1) {
        walkoversLeft--;
        walkovers.add(aa);
        winner = home.strength >= away.strength ? 'home' : 'away';
      } else {
        const result = playMatch(random, home.strength, away.strength, { retirement: 0.03, default: 0 });
        scores.set(aa, result);
        winner = result.winner;
      }
      const advanced = advanceWinner(draw, aa, winner);
      if (!advanced.ok) throw new Error(`the demo draw refused a result: ${advanced.message}`);
      draw = advanced.draw;
    }
  }
  return { draw, scores, walkovers, entries: byId, outcome: drawOutcome(draw) };
}

function idOf(match: DrawMatch<number>, side: 'home' | 'away'): number {
  const slot = match[side];
  if (slot.kind !== 'participant') throw new Error(`match ${match.aa} has no ${side} participant`);
  return slot.id;
}
