import { sql } from 'drizzle-orm';
import { ZOrderOfPlayResponse } from '@tennis/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { versionCheckedCache } from '../../lib/version-checked-cache.js';
import { loadOrderOfPlay } from './load-order-of-play.js';

// A day's order of play as everyone outside the back office sees it, one
// serialised copy per tournament, day and version (the tournament's, migration 0005).

export interface TournamentDay {
  tournamentId: number;
  /** YYYY-MM-DD, Europe/Athens. */
  date: string;
}

interface DayHead {
  version: number;
}

/** 404 for a draft tournament or an unknown id, as the order of play itself answers. */
async function readDayHead(db: Db, { tournamentId }: TournamentDay): Promise<DayHead> {
  const { rows } = await db.execute<{ version: number }>(sql`
    select v.version from tournaments t
    join tournament_public_versions v on v.tournament_id = t.id
    where t.id = ${tournamentId} and t.state <> 'draft'`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const publicOrderOfPlayCache = versionCheckedCache<TournamentDay, DayHead>({
  name: 'public-order-of-play',
  readHead: readDayHead,
  // An impossible date (2026-02-31) is refused here with 422 and nothing is cached.
  build: async (db, day) =>
    ZOrderOfPlayResponse.parse({ data: await loadOrderOfPlay(db, day.tournamentId, day.date, null) }),
  etag: (day, head) => `"order-of-play-${day.tournamentId}-${day.date}-${head.version}"`,
  identify: (day) => `${day.tournamentId}/${day.date}`,
  // Any date may be asked for: the days kept are bounded, the busy ones stay.
  maxEntries: 1_000,
});
