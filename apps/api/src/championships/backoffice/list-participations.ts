import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TParticipationListResponse, ZParticipationListQuery } from '@tennis/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { listMeta } from '../../lib/list-meta.js';
import { paidFilter } from '../../lib/paid-filter.js';
import { championshipParticipations, players } from '../../db/schema/index.js';
import { searchNameMatches } from '../../db/schema/search.js';
import { presentParticipation, selectParticipations } from './present-participation.js';

type Query = z.output<typeof ZParticipationListQuery>;

const SORTS: Record<Query['sort'], PgColumn | SQL> = {
  id: championshipParticipations.id,
  name: sql`${players.surname} || ' ' || ${players.name}`,
  atrp: championshipParticipations.atrp,
  state: championshipParticipations.state,
  status: championshipParticipations.status,
  paidAt: championshipParticipations.paidAt,
  points: championshipParticipations.points,
  createdAt: championshipParticipations.createdAt,
};

/** The participation list of the back office: filters by state, status, payment and name (accent- and case-insensitive). */
export async function listParticipations(
  db: DbOrTx,
  championshipId: number,
  query: Query,
): Promise<TParticipationListResponse> {
  const where = and(
    eq(championshipParticipations.championshipId, championshipId),
    query.state ? eq(championshipParticipations.state, query.state) : undefined,
    query.status ? eq(championshipParticipations.status, query.status) : undefined,
    paidFilter(championshipParticipations.paidAt, query.paid),
    query.search ? searchNameMatches(players.searchName, query.search) : undefined,
  );
  const order = query.sortDir === 'desc' ? desc : asc;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(championshipParticipations)
    .innerJoin(players, eq(players.id, championshipParticipations.playerId))
    .where(where);
  const total = counted?.total ?? 0;
  const rows = await selectParticipations(db, where)
    // Nulls (no ATRP, unpaid) last whichever way, and the id keeps equal rows in one order from page to page.
    .orderBy(sql`${order(SORTS[query.sort])} nulls last`, order(championshipParticipations.id))
    .limit(query.pageLength)
    .offset((query.page - 1) * query.pageLength);
  return {
    data: rows.map(presentParticipation),
    meta: listMeta(total, query.page, query.pageLength),
  };
}
