import { isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A participation list's paid filter: `yes` keeps the paid rows, `no` the unpaid ones, no value all of them. */
export function paidFilter(paidAt: PgColumn, paid: 'yes' | 'no' | undefined): SQL | undefined {
  if (paid === 'yes') return isNotNull(paidAt);
  if (paid === 'no') return isNull(paidAt);
  return undefined;
}
