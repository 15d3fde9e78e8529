import { describe, expect, it } from 'vitest';
import { visibleParts, withoutHiddenParts } from './visible-parts.js';

const set = (home: number | null, away: number | null) => ({ home, away });

describe('visibleParts', () => {
  it('shows both sets of a fresh score', () => {
    expect(visibleParts({ s1: set(null, null), s2: set(null, null) })).toEqual(['s1', 's2']);
  });

  it('shows the super tie-break at one set all', () => {
    expect(visibleParts({ s1: set(6, 4), s2: set(4, 6) })).toEqual(['s1', 's2', 'st']);
  });

  it('hides the super tie-break when one side won both sets', () => {
    expect(visibleParts({ s1: set(6, 4), s2: set(6, 2), st: set(10, 5) })).toEqual(['s1', 's2']);
  });

  it('hides everything after a retirement in set 1', () => {
    expect(visibleParts({ s1: { home: 2, away: 1, awayRet: true }, s2: set(6, 4), st: set(10, 2) })).toEqual(['s1']);
  });

  it('hides everything after a default in set 1', () => {
    expect(visibleParts({ s1: { home: 0, away: 0, homeDef: true }, s2: set(null, null) })).toEqual(['s1']);
  });

  it('hides the super tie-break after a ret or def in set 2', () => {
    expect(visibleParts({ s1: set(4, 6), s2: { home: 5, away: 2, awayRet: true }, st: set(10, 1) })).toEqual([
      's1',
      's2',
    ]);
  });
});

describe('withoutHiddenParts', () => {
  it('empties the parts the form hides, so they are not submitted', () => {
    expect(withoutHiddenParts({ s1: { home: 2, away: 1, awayRet: true }, s2: set(6, 4), st: set(10, 2) })).toEqual({
      s1: { home: 2, away: 1, awayRet: true },
      s2: set(null, null),
      st: null,
    });
  });

  it('keeps the super tie-break at one set all', () => {
    const score = { s1: set(6, 4), s2: set(4, 6), st: set(10, 7) };
    expect(withoutHiddenParts(score)).toEqual(score);
  });

  it('gives an empty super tie-break as null when it is shown but not yet typed', () => {
    expect(withoutHiddenParts({ s1: set(6, 4), s2: set(4, 6) }).st).toBeNull();
  });
});
