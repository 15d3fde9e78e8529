import { count, desc, eq, sql } from 'drizzle-orm';
import type { TArtisanRunRow, TListResponse, TLogListQuery } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { artisanRuns, users } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { listMeta } from '../../lib/list-meta.js';
import { contains, cutText, planLogList, type LogListSpec } from '../log-list.js';
import type { ArtisanOutcome } from './artisan-action.js';

/** Writes who ran which action, with what, and what it changed. */
export async function recordArtisanRun(
  db: Db,
  entry: { userId: number; action: string; params: Record<string, unknown>; outcome: ArtisanOutcome },
): Promise<void> {
  await db
    .insert(artisanRuns)
    .values({ userId: entry.userId, action: entry.action, params: entry.params, changes: entry.outcome.changes });
}

const SPEC: LogListSpec = {
  sorts: { createdAt: artisanRuns.createdAt, action: artisanRuns.action },
  defaultSort: 'createdAt',
  createdAt: artisanRuns.createdAt,
  tieBreaker: artisanRuns.id,
  filters: { action: (value) => contains(artisanRuns.action, value) },
};

/** The console's past runs, newest first. */
export async function listArtisanRuns(db: Db, query: TLogListQuery): Promise<TListResponse<TArtisanRunRow>> {
  const plan = planLogList(SPEC, query);
  const name = sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: artisanRuns, name })
      .from(artisanRuns)
      .leftJoin(users, eq(users.id, artisanRuns.userId))
      .where(plan.where)
      .orderBy(...plan.orderBy, desc(artisanRuns.id))
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ value: count() }).from(artisanRuns).where(plan.where),
  ]);
  return {
    data: rows.map(({ run, name: userName }) => ({
      id: run.id,
      createdAt: formatAthensDateTime(run.createdAt),
      user: run.userId === null ? null : { id: run.userId, name: userName ?? `#${run.userId}` },
      action: run.action,
      params: JSON.stringify(run.params),
      changes: cutText(JSON.stringify(run.changes))!,
    })),
    meta: listMeta(total?.value ?? 0, plan.page, plan.pageLength),
  };
}
