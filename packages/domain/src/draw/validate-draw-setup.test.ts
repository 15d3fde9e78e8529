import { describe, expect, it } from 'vitest';
import { validateDrawSetup } from './validate-draw-setup.js';

describe('validateDrawSetup', () => {
  it('refuses a negative number of qualifier matches with the spec message', () => {
    expect(validateDrawSetup({ primary: 10, qualifierMatches: -1, drawSize: 16 })).toEqual([
      { field: 'qualifierMatches', message: 'Ο αριθμός προκριματικών αγώνων δεν είναι έγκυρος' },
    ]);
  });

  it('refuses a fractional number of qualifier matches', () => {
    expect(validateDrawSetup({ primary: 10, qualifierMatches: 1.5, drawSize: 16 })[0]?.field).toBe('qualifierMatches');
  });

  it.each([16, 8])('accepts %i lines for 10 entries and 2 qualifier matches (the size or its half)', (drawSize) => {
    expect(validateDrawSetup({ primary: 10, qualifierMatches: 2, drawSize })).toEqual([]);
  });

  it.each([4, 32, 12])('refuses %i lines for 10 entries and 2 qualifier matches', (drawSize) => {
    expect(validateDrawSetup({ primary: 10, qualifierMatches: 2, drawSize })).toEqual([
      { field: 'drawSize', message: 'Το μέγεθος του ταμπλό δεν είναι έγκυρο' },
    ]);
  });

  it('refuses more qualifier matches than a halved draw has lines beside its seeds', () => {
    // 10 entries and 30 qualifiers: 64 lines or 32; 32 lines hold 8 seeds and only 24 qualifier slots.
    expect(validateDrawSetup({ primary: 10, qualifierMatches: 30, drawSize: 32 })).toEqual([
      { field: 'qualifierMatches', message: 'Ο αριθμός προκριματικών αγώνων δεν είναι έγκυρος' },
    ]);
    expect(validateDrawSetup({ primary: 10, qualifierMatches: 24, drawSize: 32 })).toEqual([]);
  });
});
