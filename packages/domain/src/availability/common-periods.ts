import { unionOfPeriods } from './join-periods.js';
import type { Period } from './period.js';

/**
 * The hours two players are both available (the back office's common slots
 * when it schedules their match): the intersection of their periods, soonest
 * first, without the ones shorter than `minLength` milliseconds.
 */
export function commonPeriods(a: readonly Period[], b: readonly Period[], minLength = 0): Period[] {
  const left = unionOfPeriods(a);
  const right = unionOfPeriods(b);
  const common: Period[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i]!;
    const y = right[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (end > start && end - start >= minLength) common.push({ start, end });
    if (x.end <= y.end) i += 1;
    else j += 1;
  }
  return common;
}
