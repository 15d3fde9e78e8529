import { describe, expect, it } from 'vitest';
import { listMeta } from './list-meta.js';

describe('listMeta', () => {
  it('counts the last page, and calls an empty list one page long', () => {
    expect(listMeta(21, 1, 10)).toEqual({ total: 21, page: 1, pageLength: 10, lastPage: 3 });
    expect(listMeta(20, 2, 10)).toEqual({ total: 20, page: 2, pageLength: 10, lastPage: 2 });
    expect(listMeta(0, 1, 10)).toEqual({ total: 0, page: 1, pageLength: 10, lastPage: 1 });
  });
});
