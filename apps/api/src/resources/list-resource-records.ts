import { sql } from 'drizzle-orm';
import type { TListQuery } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { listMeta } from '../lib/list-meta.js';
import type { AnyResourceDefinition, PresentedRecord, ResourceContext } from './define-resource.js';
import { planList } from './list-query.js';
import { presentRecord } from './present-resource-record.js';

/** One page of the rows the actor may see, filtered and sorted as asked, with the list's paging meta. */
export async function listResourceRecords(
  db: Db,
  definition: AnyResourceDefinition,
  context: ResourceContext,
  query: TListQuery,
): Promise<{ data: PresentedRecord[]; meta: ReturnType<typeof listMeta> }> {
  const plan = planList(definition, query, context);
  const [rows, counted] = await Promise.all([
    definition
      .query(db)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(definition.query(db).where(plan.where).as('resource_rows')),
  ]);
  return {
    data: (rows as unknown[]).map((row) => presentRecord(definition, context, row)),
    meta: listMeta(counted[0]?.total ?? 0, plan.page, plan.pageLength),
  };
}
