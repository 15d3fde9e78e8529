import { describe, expect, it } from 'vitest';
import type { TSearchHit } from '@tennis/contracts';
import { limitHits, searchableTerm } from './search-term';

describe('searchableTerm', () => {
  it.each([
    { raw: '', expected: null },
    { raw: 'ab', expected: null },
    { raw: '  ab  ', expected: null },
    { raw: 'Νί', expected: null },
    { raw: 'abc', expected: 'abc' },
    { raw: 'Νίκ', expected: 'Νίκ' },
    { raw: '  Παπα  ', expected: 'Παπα' },
    { raw: 'a b', expected: 'a b' },
  ])('"$raw" searches for $expected', ({ raw, expected }) => {
    expect(searchableTerm(raw)).toBe(expected);
  });
});

const hits = (prefix: string, n: number): TSearchHit[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `${prefix} ${i + 1}`,
    subtitle: null,
    url: `/${prefix}/${i + 1}`,
  }));

describe('limitHits', () => {
  it('keeps at most twenty hits, players first', () => {
    const groups = limitHits({
      data: { players: hits('p', 15), tournaments: hits('t', 10), championships: hits('c', 3) },
    });
    expect(groups.map((g) => [g.group, g.hits.length])).toEqual([
      ['players', 15],
      ['tournaments', 5],
    ]);
  });

  it('leaves out empty groups', () => {
    const groups = limitHits({ data: { players: [], tournaments: [], championships: hits('c', 2) } });
    expect(groups.map((g) => g.group)).toEqual(['championships']);
  });

  it('gives nothing when nothing matched', () => {
    expect(limitHits({ data: { players: [], tournaments: [], championships: [] } })).toEqual([]);
  });
});
