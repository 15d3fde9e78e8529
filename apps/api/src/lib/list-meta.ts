import type { TListMeta } from '@tennis/contracts';

/** `meta` of a list answer. An empty list is still one page long, so the pager always has a page to show. */
export const listMeta = (total: number, page: number, pageLength: number): TListMeta => ({
  total,
  page,
  pageLength,
  lastPage: Math.max(1, Math.ceil(total / pageLength)),
});
