import { describe, expect, it } from 'vitest';
import type { DrawMatch, KnockoutDraw } from './knockout-draw.js';
import { drawOutcome } from './draw-outcome.js';

function withFinal(final: Partial<DrawMatch>): KnockoutDraw {
  const base: DrawMatch = {
    aa: 1,
    tournamentPhase: 2,
    order: 1,
    isQualifierMatch: false,
    home: { kind: 'participant', id: 1, seed: 1, qualifier: null },
    away: { kind: 'participant', id: 2, seed: null, qualifier: null },
    winner: null,
    next: null,
  };
  return { drawSize: 2, matches: [{ ...base, ...final }], qualifierMatches: [], unplaced: [] };
}

describe('drawOutcome', () => {
  it('has no outcome before the final is concluded', () => {
    expect(drawOutcome(withFinal({}))).toBeNull();
  });

  it('names the winner and the finalist of a concluded final', () => {
    expect(drawOutcome(withFinal({ winner: 'away' }))).toEqual({ winner: 2, finalist: 1 });
  });

  it('has no finalist when the champion went through a bye in a draw of 2', () => {
    expect(drawOutcome(withFinal({ winner: 'home', away: { kind: 'bye' } }))).toEqual({ winner: 1, finalist: null });
  });

  it('has no outcome when the recorded winner is not an entrant', () => {
    expect(drawOutcome(withFinal({ winner: 'home', home: { kind: 'open' } }))).toBeNull();
  });

  it('has no outcome for a draw without matches', () => {
    expect(drawOutcome({ drawSize: 2, matches: [], qualifierMatches: [], unplaced: [] })).toBeNull();
  });
});
