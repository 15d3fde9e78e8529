import { describe, expect, it } from 'vitest';
import { playerIdFrom } from './player-id';

describe('playerIdFrom', () => {
  it('reads a whole positive id', () => {
    expect(playerIdFrom('42')).toBe(42);
  });

  it.each([undefined, '', '0', '-3', '1.5', 'abc', '99999999999', '2147483648'])('names no player with %s', (param) => {
    expect(playerIdFrom(param)).toBeNull();
  });
});
