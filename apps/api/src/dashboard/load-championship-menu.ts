import { asc, desc, inArray } from 'drizzle-orm';
import { CHAMPIONSHIP_MENU_STATES, type TChampionshipMenuEntry } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { championships } from '../db/schema/index.js';

/**
 * GET /api/championships-menu: the championships the navbar lists, newest
 * season first (underway and coming-soon under "championships", archived
 * under "old championships"). Drafts are never listed.
 */
export async function loadChampionshipMenu(db: DbOrTx): Promise<TChampionshipMenuEntry[]> {
  const rows = await db
    .select({
      id: championships.id,
      name: championships.name,
      slug: championships.slug,
      state: championships.state,
      type: championships.type,
      gender: championships.gender,
      year: championships.year,
    })
    .from(championships)
    .where(inArray(championships.state, [...CHAMPIONSHIP_MENU_STATES]))
    .orderBy(desc(championships.year), asc(championships.gender), asc(championships.type), asc(championships.id));
  return rows.map((row) => ({ ...row, state: row.state as TChampionshipMenuEntry['state'] }));
}
