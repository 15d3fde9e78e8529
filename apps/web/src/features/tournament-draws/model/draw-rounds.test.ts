import { describe, expect, it } from 'vitest';
import type { TDrawMatch } from '@tennis/contracts';
import { drawMoves, drawRounds, roundTitle } from './draw-rounds';

const side = (players: number) => ({
  displayName: players ? 'Παίκτης' : null,
  players: Array.from({ length: players }, (_, id) => ({ id, displayName: 'Π', atrp: null, balls: false })),
});

const match = (values: Partial<TDrawMatch>): TDrawMatch =>
  ({
    aa: 1,
    tournamentPhase: 8,
    isQualifierMatch: false,
    state: 'initialized',
    bye: false,
    canBeRolledBack: false,
    homeLabel: '',
    awayLabel: '',
    home: side(1),
    away: side(1),
    ...values,
  }) as TDrawMatch;

describe('drawRounds', () => {
  it('orders the columns from the first round to the final and each column top to bottom', () => {
    const rounds = drawRounds([
      match({ aa: 3, tournamentPhase: 2 }),
      match({ aa: 2, tournamentPhase: 4 }),
      match({ aa: 1, tournamentPhase: 4 }),
    ]);
    expect(rounds.map((r) => [r.phase, r.matches.map((m) => m.aa)])).toEqual([
      [4, [1, 2]],
      [2, [3]],
    ]);
  });

  it('names the last three rounds and counts the earlier ones', () => {
    expect([2, 4, 8, 16].map((phase) => roundTitle(phase).key)).toEqual([
      'final',
      'semifinals',
      'quarterfinals',
      'roundOf',
    ]);
  });
});

describe('drawMoves', () => {
  it('offers proceeding an initialised bye but no result for it', () => {
    expect(drawMoves(match({ bye: true, awayLabel: 'BYE', away: side(0) }), 8)).toEqual(['proceedBye', 'removeHome']);
  });

  it('offers rolling back a concluded match only when the server allows it', () => {
    expect(drawMoves(match({ state: 'concluded', canBeRolledBack: true }), 8)).toContain('result');
    expect(drawMoves(match({ state: 'concluded', canBeRolledBack: false }), 8)).not.toContain('result');
  });

  it('offers killing a pending qualifier slot and removing an unplayed qualifier match', () => {
    expect(drawMoves(match({ state: 'uninitialized', awayLabel: 'Q1', away: side(0) }), 8)).toContain(
      'killQualifierAway',
    );
    expect(
      drawMoves(match({ aa: -1, isQualifierMatch: true, state: 'uninitialized', home: side(0), away: side(0) }), 8),
    ).toContain('removeQualifierMatch');
  });

  it('takes entrants out of first-round matches only', () => {
    expect(drawMoves(match({ tournamentPhase: 4 }), 8)).not.toContain('removeHome');
  });
});
