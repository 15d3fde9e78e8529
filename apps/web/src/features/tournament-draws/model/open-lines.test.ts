import { describe, expect, it } from 'vitest';
import type { TDrawMatch } from '@tennis/contracts';
import { openLines, qualifierLines } from './open-lines';

const side = (players: number) => ({
  displayName: players ? 'Παίκτης' : null,
  players: Array.from({ length: players }, (_, id) => ({ id, displayName: 'Π', atrp: null, balls: false })),
});

const match = (values: Partial<TDrawMatch>): TDrawMatch =>
  ({
    id: 100,
    aa: 1,
    tournamentPhase: 8,
    isQualifierMatch: false,
    state: 'initialized',
    bye: false,
    homeLabel: '',
    awayLabel: '',
    home: side(1),
    away: side(1),
    ...values,
  }) as TDrawMatch;

describe('openLines', () => {
  it('offers the empty lines of unplayed first-round and qualifier matches only', () => {
    const lines = openLines({
      drawSize: 8,
      matches: [
        match({ id: 1, aa: 1, away: side(0), awayLabel: '-', state: 'uninitialized' }),
        match({ id: 2, aa: 2, away: side(0), awayLabel: 'BYE', bye: true }),
        match({ id: 3, aa: 3, home: side(0), homeLabel: 'Q1', state: 'uninitialized' }),
        match({ id: 4, aa: 4, home: side(0), away: side(0), homeLabel: '-', awayLabel: '-', state: 'uninitialized' }),
        // The second round waits for winners: its empty lines are not for placing.
        match({ id: 5, aa: 5, tournamentPhase: 4, home: side(0), homeLabel: '-', state: 'uninitialized' }),
      ],
      qualifierMatches: [
        match({
          id: 9,
          aa: -1,
          tournamentPhase: 16,
          isQualifierMatch: true,
          home: side(0),
          homeLabel: '-',
          state: 'uninitialized',
        }),
      ],
    });
    expect(lines.map((l) => [l.matchId, l.side])).toEqual([
      [1, 'away'],
      [4, 'home'],
      [4, 'away'],
      [9, 'home'],
    ]);
    expect(lines.at(-1)).toMatchObject({ aa: -1, isQualifierMatch: true });
  });

  it('offers nothing in a played match', () => {
    expect(
      openLines({
        drawSize: 4,
        matches: [match({ tournamentPhase: 4, away: side(0), awayLabel: '-', state: 'concluded' })],
        qualifierMatches: [],
      }),
    ).toEqual([]);
  });
});

describe('qualifierLines', () => {
  it('offers the open lines and the BYEs of unplayed first-round matches, never a held or played line', () => {
    const lines = qualifierLines({
      drawSize: 8,
      matches: [
        match({ id: 1, aa: 1, away: side(0), awayLabel: '-', state: 'uninitialized' }),
        match({ id: 2, aa: 2, away: side(0), awayLabel: 'BYE', bye: true }),
        match({ id: 3, aa: 3, home: side(0), homeLabel: 'Q1', state: 'uninitialized' }),
        // An advanced BYE is played: its line is taken.
        match({ id: 4, aa: 4, away: side(0), awayLabel: 'BYE', bye: true, state: 'concluded' }),
        match({ id: 5, aa: 5, tournamentPhase: 4, home: side(0), homeLabel: '-', state: 'uninitialized' }),
      ],
    });
    expect(lines.map((l) => [l.matchId, l.side])).toEqual([
      [1, 'away'],
      [2, 'away'],
    ]);
  });

  it('offers nothing before the draw has a size', () => {
    expect(qualifierLines({ drawSize: null, matches: [match({ away: side(0), awayLabel: '-' })] })).toEqual([]);
  });
});
