import { describe, expect, it } from 'vitest';
import type { TPlayerPickerEntry } from '@tennis/contracts';
import { fitsPlayers, playerGenderOf } from './use-backoffice-participation-form';

const man: TPlayerPickerEntry = { playerId: 1, displayName: 'Γιώργος', gender: 0, atrp: null };
const woman: TPlayerPickerEntry = { playerId: 2, displayName: 'Μαρία', gender: 1, atrp: null };

describe('fitsPlayers: the categories offered for the chosen players', () => {
  it.each([
    ['men’s, a man', 0, [man], true],
    ['men’s, a woman', 0, [woman], false],
    ['women’s, a woman', 1, [woman], true],
    ['women’s, a man', 1, [man], false],
    ['men’s doubles, a man and a woman', 0, [man, woman], false],
    ['mixed, a man and a woman', 2, [man, woman], true],
    ['mixed, two men', 2, [man, man], false],
    ['mixed, one player so far', 2, [woman, null], true],
    ['anyone, a woman', 3, [woman], true],
    ['men’s, nobody chosen yet', 0, [null], true],
  ] as const)('%s → %s', (_name, gender, players, expected) => {
    expect(fitsPlayers({ gender }, [...players])).toBe(expected);
  });
});

describe('playerGenderOf: the players a fixed category’s pickers offer', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, undefined],
    [3, undefined],
  ] as const)('category gender %s → players of gender %s', (gender, expected) => {
    expect(playerGenderOf({ gender })).toBe(expected);
  });

  it('offers anyone without a fixed category', () => {
    expect(playerGenderOf(undefined)).toBeUndefined();
  });
});
