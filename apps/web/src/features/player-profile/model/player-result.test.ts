import { describe, expect, it } from 'vitest';
import type { TMatch } from '@tennis/contracts';
import { resultOf, sideOf } from './player-result';

const side = (...ids: number[]) => ({
  displayName: ids.join(' / '),
  players: ids.map((id) => ({ id, displayName: `#${id}`, atrp: null, balls: false })),
});
const match = (winner: 0 | 1 | null, state: TMatch['state'] = 'concluded') =>
  ({ home: side(1, 2), away: side(3, 4), winner, state }) as unknown as TMatch;

describe('resultOf', () => {
  it('is a win for every player of the winning side, doubles partners too', () => {
    expect(resultOf(match(0), 1)).toBe('W');
    expect(resultOf(match(0), 2)).toBe('W');
    expect(resultOf(match(0), 3)).toBe('L');
    expect(resultOf(match(1), 4)).toBe('W');
  });

  it('is nothing while the match is not decided or the player is not in it', () => {
    expect(resultOf(match(null), 1)).toBeNull();
    expect(resultOf(match(0, 'initialized'), 1)).toBeNull();
    expect(resultOf(match(0), 9)).toBeNull();
    expect(sideOf(match(0), 9)).toBeNull();
  });
});
