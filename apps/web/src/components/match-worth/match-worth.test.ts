import { describe, expect, it } from 'vitest';
import type { TMatch } from '@tennis/contracts';
import { hasWorth } from './match-worth';

const match = (values: Partial<TMatch>) =>
  ({ kind: 'championship', type: 'singles', state: 'initialized', phase: 1024, ...values }) as TMatch;

describe('hasWorth', () => {
  it.each<[string, Partial<TMatch>, boolean]>([
    ['a Regular Season singles match to play', {}, true],
    ['one with no phase stored (the Regular Season is the default)', { phase: null }, true],
    ['a knockout', { phase: 1025 }, false],
    ['a played match', { state: 'concluded' }, false],
    ['a doubles match', { type: 'doubles' }, false],
    ['a tournament match', { kind: 'tournament' }, false],
    ['a friendly', { kind: 'friendly' }, false],
  ])('%s', (_name, values, expected) => {
    expect(hasWorth(match(values))).toBe(expected);
  });
});
