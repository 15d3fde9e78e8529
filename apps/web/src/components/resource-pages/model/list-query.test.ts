import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  listStateFromSearchParams,
  listStateToApiQuery,
  listStateToSearchParams,
  toggleSort,
  type ListState,
  type ListStateRules,
} from './list-query';

const rules: ListStateRules = {
  defaultSort: 'id',
  defaultSortDir: 'desc',
  filterNames: ['name', 'acronym'],
  sortableNames: ['id', 'name'],
};

const base: ListState = { page: 1, pageLength: 10, sort: 'id', sortDir: 'desc', filters: {} };

describe('listStateFromSearchParams', () => {
  it.each([
    { query: '', expected: base },
    { query: 'page=3&pageLength=25', expected: { ...base, page: 3, pageLength: 25 } },
    { query: 'name=%CE%A0%CE%B5%CF%8D%CE%BA%CE%B7', expected: { ...base, filters: { name: 'Πεύκη' } } },
    { query: 'name=%20%20&acronym=TAF', expected: { ...base, filters: { acronym: 'TAF' } } },
    { query: 'address=Athens', expected: base },
    { query: 'sort=name&sortDir=asc', expected: { ...base, sort: 'name', sortDir: 'asc' } },
    { query: 'sort=password&sortDir=sideways', expected: base },
    { query: 'page=0&pageLength=11', expected: base },
    { query: 'page=2.5&pageLength=abc', expected: base },
    { query: 'page=-1&pageLength=250', expected: { ...base, pageLength: 250 } },
  ])('reads "$query"', ({ query, expected }) => {
    expect(listStateFromSearchParams(new URLSearchParams(query), rules)).toEqual(expected);
  });
});

describe('listStateToSearchParams', () => {
  it.each([
    { state: base, expected: '' },
    { state: { ...base, page: 2 }, expected: 'page=2' },
    { state: { ...base, pageLength: 50 }, expected: 'pageLength=50' },
    { state: { ...base, sort: 'name', sortDir: 'asc' as const }, expected: 'sort=name&sortDir=asc' },
    { state: { ...base, sortDir: 'asc' as const }, expected: 'sort=id&sortDir=asc' },
    { state: { ...base, filters: { name: ' Πεύκη ', acronym: '' } }, expected: 'name=%CE%A0%CE%B5%CF%8D%CE%BA%CE%B7' },
  ])('writes $expected', ({ state, expected }) => {
    expect(listStateToSearchParams(state, rules).toString()).toBe(expected);
  });

  it('keeps query keys the list does not own', () => {
    const rest = new URLSearchParams('championshipId=2&page=4&name=old');
    const params = listStateToSearchParams({ ...base, filters: { name: 'new' } }, rules, rest);
    expect(params.toString()).toBe('championshipId=2&name=new');
  });

  it('drops a cleared filter from the address', () => {
    const rest = new URLSearchParams('name=old&acronym=TAF&championshipId=2');
    expect(listStateToSearchParams({ ...base, filters: { acronym: 'TAF' } }, rules, rest).toString()).toBe(
      'championshipId=2&acronym=TAF',
    );
  });

  it('ignores filters the meta does not offer', () => {
    expect(listStateToSearchParams({ ...base, filters: { password: 'x' } }, rules).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state: ListState = {
      page: 4,
      pageLength: 5,
      sort: 'name',
      sortDir: 'asc',
      filters: { name: 'Άλσος', acronym: 'ΑΛΣ' },
    };
    expect(listStateFromSearchParams(listStateToSearchParams(state, rules), rules)).toEqual(state);
  });
});

describe('listStateToApiQuery', () => {
  it('always sends page, length and order, and filters in brackets', () => {
    const query = listStateToApiQuery({ ...base, page: 2, filters: { name: 'Πεύκη', acronym: ' ' } });
    expect([...query]).toEqual([
      ['page', '2'],
      ['pageLength', '10'],
      ['sort', 'id'],
      ['sortDir', 'desc'],
      ['filters[name]', 'Πεύκη'],
    ]);
  });
});

describe('applyFilters', () => {
  it('goes back to the first page and drops empty values', () => {
    expect(applyFilters({ ...base, page: 7 }, { name: ' x ', acronym: '' })).toEqual({
      ...base,
      filters: { name: 'x' },
    });
  });
});

describe('toggleSort', () => {
  it.each([
    { state: base, column: 'name', expected: { sort: 'name', sortDir: 'asc' } },
    {
      state: { ...base, sort: 'name', sortDir: 'asc' as const },
      column: 'name',
      expected: { sort: 'name', sortDir: 'desc' },
    },
    { state: base, column: 'id', expected: { sort: 'id', sortDir: 'asc' } },
  ])('sorts by $column', ({ state, column, expected }) => {
    const next = toggleSort({ ...state, page: 3 }, column);
    expect({ sort: next.sort, sortDir: next.sortDir, page: next.page }).toEqual({ ...expected, page: 1 });
  });
});
