import { describe, expect, it } from 'vitest';
import { flattenFilterParams, foldFilterParams } from './list-query.js';

describe('foldFilterParams', () => {
  it('gathers filters[name] keys into one filters object and keeps the rest', () => {
    expect(foldFilterParams({ page: '2', 'filters[name]': 'Πεύκη', 'filters[hostId]': '1' })).toEqual({
      page: '2',
      filters: { name: 'Πεύκη', hostId: '1' },
    });
  });

  it('takes the last of repeated values and leaves a query without filters alone', () => {
    expect(foldFilterParams({ 'filters[name]': ['α', 'β'] })).toEqual({ filters: { name: 'β' } });
    expect(foldFilterParams({ sort: 'name' })).toEqual({ sort: 'name' });
  });
});

describe('flattenFilterParams', () => {
  it('lifts filters[name] keys to the top level, where a key given plainly wins', () => {
    expect(
      flattenFilterParams({ page: '2', 'filters[state]': 'pending', state: 'approved', 'filters[paid]': '1' }),
    ).toEqual({
      page: '2',
      state: 'approved',
      paid: '1',
    });
    expect(flattenFilterParams({ state: 'pending' })).toEqual({ state: 'pending' });
  });
});
