import { count, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TJobRow, TListResponse, TLogListQuery } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { listMeta } from '../lib/list-meta.js';
import { contains, cutText, jsonText, planLogList, type LogListSpec } from './log-list.js';

// /jobs and /failed-jobs read pg-boss's own table (decision 003): the columns
// they show, declared here for reading only. pg-boss creates and migrates it
// at start, so it is no part of our migrations (drizzle-kit reads only db/schema).

const pgboss = pgSchema('pgboss');
const job = pgboss.table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  data: jsonb('data'),
  output: jsonb('output'),
  retryCount: integer('retry_count').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
});

const SPEC: LogListSpec = {
  sorts: { createdAt: job.createdOn, name: job.name, state: job.state, completedAt: job.completedOn },
  defaultSort: 'createdAt',
  createdAt: job.createdOn,
  tieBreaker: job.id,
  filters: {
    name: (value) => contains(job.name, value),
    state: (value) => sql`${job.state}::text = ${value}`,
  },
};

/** False until pg-boss has started once on this database. */
async function hasJobTable(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select to_regclass('pgboss.job') is not null as found`);
  return rows[0]?.found === true;
}

const at = (instant: Date | null) => (instant ? formatAthensDateTime(instant) : null);

/** The jobs, newest first; `failedOnly` for /failed-jobs, whose output is the exception. */
export async function listJobs(db: Db, query: TLogListQuery, failedOnly: boolean): Promise<TListResponse<TJobRow>> {
  const plan = planLogList(SPEC, query);
  if (!(await hasJobTable(db))) return { data: [], meta: listMeta(0, plan.page, plan.pageLength) };
  const where = failedOnly ? sql`${job.state}::text = 'failed' and ${plan.where ?? sql`true`}` : plan.where;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(job)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ value: count() }).from(job).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      retryCount: row.retryCount,
      createdAt: formatAthensDateTime(row.createdOn),
      startedAt: at(row.startedOn),
      completedAt: at(row.completedOn),
      data: cutText(jsonText(row.data)),
      output: cutText(jsonText(row.output)),
    })),
    meta: listMeta(total?.value ?? 0, plan.page, plan.pageLength),
  };
}

/** The whole payload or output of one job; null when there is no such job. */
export async function loadJobText(db: Db, id: string, field: 'data' | 'output'): Promise<string | null> {
  if (!(await hasJobTable(db))) return null;
  const [row] = await db.select({ data: job.data, output: job.output }).from(job).where(eq(job.id, id));
  return row ? (jsonText(row[field]) ?? '') : null;
}
