import { count, eq, sql, type SQL } from 'drizzle-orm';
import type {
  TAuthenticationLogRow,
  TListResponse,
  TLogListQuery,
  TRequestLogRow,
  TRevisionRow,
} from '@tennis/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { authenticationLogs, requestLogs, revisions, users } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { listMeta } from '../lib/list-meta.js';
import { contains, cutText, jsonText, planLogList, type LogListPlan, type LogListSpec } from './log-list.js';

// The request logs, revisions and authentication logs the app writes, read
// back for their god-mode lists. Each row names its user when it had one.

const userName = sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`;
const userRef = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? `#${id}` });
const byUser = (column: AnyPgColumn) => (value: string) =>
  /^\d{1,9}$/.test(value) ? eq(column, Number(value)) : contains(sql`${users.email} || ' ' || ${userName}`, value);

const REQUEST_LOGS: LogListSpec = {
  sorts: {
    createdAt: requestLogs.createdAt,
    url: requestLogs.url,
    statusCode: requestLogs.statusCode,
    durationMs: requestLogs.durationMs,
  },
  defaultSort: 'createdAt',
  createdAt: requestLogs.createdAt,
  tieBreaker: requestLogs.id,
  filters: {
    method: (value) => eq(requestLogs.method, value.toUpperCase()),
    url: (value) => contains(requestLogs.url, value),
    statusCode: (value) => (/^\d{3}$/.test(value) ? eq(requestLogs.statusCode, Number(value)) : sql`false`),
    user: byUser(requestLogs.userId),
    ipAddress: (value) => contains(requestLogs.ipAddress, value),
  },
};

const REVISIONS: LogListSpec = {
  sorts: { createdAt: revisions.createdAt, entityType: revisions.entityType, action: revisions.action },
  defaultSort: 'createdAt',
  createdAt: revisions.createdAt,
  tieBreaker: revisions.id,
  filters: {
    entityType: (value) => eq(revisions.entityType, value),
    entityId: (value) => (/^\d{1,9}$/.test(value) ? eq(revisions.entityId, Number(value)) : sql`false`),
    action: (value) => contains(revisions.action, value),
    user: byUser(revisions.userId),
  },
};

const AUTHENTICATION_LOGS: LogListSpec = {
  sorts: { createdAt: authenticationLogs.createdAt, event: authenticationLogs.event, email: authenticationLogs.email },
  defaultSort: 'createdAt',
  createdAt: authenticationLogs.createdAt,
  tieBreaker: authenticationLogs.id,
  filters: {
    event: (value) => sql`${authenticationLogs.event}::text = ${value}`,
    email: (value) => contains(authenticationLogs.email, value),
    user: byUser(authenticationLogs.userId),
    ipAddress: (value) => contains(authenticationLogs.ipAddress, value),
  },
};

async function page<Row>(
  rows: Promise<Row[]>,
  total: Promise<{ value: number }[]>,
  plan: LogListPlan,
): Promise<TListResponse<Row>> {
  const [data, [counted]] = await Promise.all([rows, total]);
  return { data, meta: listMeta(counted?.value ?? 0, plan.page, plan.pageLength) };
}

export async function listRequestLogs(db: Db, query: TLogListQuery): Promise<TListResponse<TRequestLogRow>> {
  const plan = planLogList(REQUEST_LOGS, query);
  const rows = db
    .select({ log: requestLogs, name: userName })
    .from(requestLogs)
    .leftJoin(users, eq(users.id, requestLogs.userId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .then((found) =>
      found.map(({ log, name }) => ({
        id: log.id,
        createdAt: formatAthensDateTime(log.createdAt),
        method: log.method,
        url: log.url,
        statusCode: log.statusCode,
        durationMs: log.durationMs,
        user: userRef(log.userId, name),
        ipAddress: log.ipAddress,
        userAgent: log.userAgent,
        params: cutText(jsonText(log.params)),
      })),
    );
  const total = db
    .select({ value: count() })
    .from(requestLogs)
    .leftJoin(users, eq(users.id, requestLogs.userId))
    .where(plan.where);
  return page(rows, total, plan);
}

export async function listRevisions(db: Db, query: TLogListQuery): Promise<TListResponse<TRevisionRow>> {
  const plan = planLogList(REVISIONS, query);
  const rows = db
    .select({ revision: revisions, name: userName })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.userId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .then((found) =>
      found.map(({ revision, name }) => ({
        id: revision.id,
        createdAt: formatAthensDateTime(revision.createdAt),
        user: userRef(revision.userId, name),
        entityType: revision.entityType,
        entityId: revision.entityId,
        action: revision.action,
        oldValues: cutText(jsonText(revision.oldValues)),
        newValues: cutText(jsonText(revision.newValues)),
      })),
    );
  const total = db
    .select({ value: count() })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.userId))
    .where(plan.where);
  return page(rows, total, plan);
}

export async function listAuthenticationLogs(
  db: Db,
  query: TLogListQuery,
): Promise<TListResponse<TAuthenticationLogRow>> {
  const plan = planLogList(AUTHENTICATION_LOGS, query);
  const rows = db
    .select({ log: authenticationLogs, name: userName })
    .from(authenticationLogs)
    .leftJoin(users, eq(users.id, authenticationLogs.userId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset)
    .then((found) =>
      found.map(({ log, name }) => ({
        id: log.id,
        createdAt: formatAthensDateTime(log.createdAt),
        user: userRef(log.userId, name),
        event: log.event,
        email: log.email,
        ipAddress: log.ipAddress,
        userAgent: log.userAgent,
      })),
    );
  const total = db
    .select({ value: count() })
    .from(authenticationLogs)
    .leftJoin(users, eq(users.id, authenticationLogs.userId))
    .where(plan.where);
  return page(rows, total, plan);
}

/** The whole text of a request's parameters or a revision's values: the dialog behind a cut cell. */
export async function loadActivityText(
  db: Db,
  log: 'request-logs' | 'revisions',
  id: number,
  field: 'params' | 'oldValues' | 'newValues',
): Promise<string | null> {
  if (log === 'request-logs') {
    const [row] = await db.select({ params: requestLogs.params }).from(requestLogs).where(eq(requestLogs.id, id));
    return row ? (jsonText(row.params) ?? '') : null;
  }
  const value: SQL = field === 'newValues' ? sql`${revisions.newValues}` : sql`${revisions.oldValues}`;
  const [row] = await db.select({ value }).from(revisions).where(eq(revisions.id, id));
  return row ? (jsonText(row.value) ?? '') : null;
}
