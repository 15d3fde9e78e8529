/** One slot of the paginator: a page number, or a gap shown as '…'. */
export type PageRangeItem = number | 'gap';

/** The spec's paginator shows one page either side of the current one. */
const PAGE_RANGE_SIZE = 1;

/**
 * The pages a paginator shows: always the first and the last, the current one
 * with `rangeSize` neighbours either side, and a gap where pages are left out.
 * A gap that would hide a single page shows that page instead, since '…' takes
 * the same room as the number it replaces.
 */
export function computePageRange(current: number, last: number, rangeSize = PAGE_RANGE_SIZE): PageRangeItem[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  let start = Math.max(1, page - rangeSize);
  let end = Math.min(last, page + rangeSize);
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;

  const items: PageRangeItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < last - 1) items.push('gap');
  if (end < last) items.push(last);
  return items;
}
