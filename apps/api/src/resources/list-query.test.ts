import { describe, expect, it } from 'vitest';
import { foldFilterParams, listMeta } from './list-query.js';

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

describe('listMeta', () => {
  const plan = { where: undefined, orderBy: [], limit: 10, offset: 0, page: 1, pageLength: 10 };

  it('counts the last page, and calls an empty list one page long', () => {
    expect(listMeta(plan, 21)).toEqual({ total: 21, page: 1, pageLength: 10, lastPage: 3 });
    expect(listMeta(plan, 0)).toEqual({ total: 0, page: 1, pageLength: 10, lastPage: 1 });
  });
});
