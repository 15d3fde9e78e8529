import { sql } from 'drizzle-orm';
import { PLAYER_MESSAGES, ZHeadToHeadResponse } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { notFound } from '../lib/http-error.js';
import { versionCheckedCache } from '../lib/version-checked-cache.js';
import { loadHeadToHead } from './load-head-to-head.js';

// Head-to-head is the same answer for every viewer, so one serialised copy per
// version serves them all. Everything it shows moves the player versions of
// the profiles' cache (migration 0012): the pair's matches bump both players,
// their names, pictures and ratings bump each, and event names bump row 0.

export interface PairKey {
  player1Id: number;
  player2Id: number;
}

async function readPairHead(db: Db, { player1Id, player2Id }: PairKey): Promise<{ version: string }> {
  const { rows } = await db.execute<{ playerId: number; version: number }>(sql`
    select player_id as "playerId", version from player_public_versions
    where player_id in (0, ${player1Id}::int, ${player2Id}::int)`);
  const versionOf = (id: number) => rows.find((row) => Number(row.playerId) === id)?.version;
  const [everyone, first, second] = [versionOf(0), versionOf(player1Id), versionOf(player2Id)];
  if (first === undefined || second === undefined) throw notFound(PLAYER_MESSAGES.notFound);
  return { version: `${everyone ?? 0}-${first}-${second}` };
}

export const headToHeadCache = versionCheckedCache<PairKey, { version: string }>({
  name: 'head-to-head',
  readHead: readPairHead,
  build: async (db, { player1Id, player2Id }) => {
    const data = await loadHeadToHead(db, player1Id, player2Id);
    if (!data) throw notFound(PLAYER_MESSAGES.notFound);
    return ZHeadToHeadResponse.parse({ data });
  },
  etag: (key, head) => `"h2h-${key.player1Id}-${key.player2Id}-${head.version}"`,
  identify: (key) => `${key.player1Id}:${key.player2Id}`,
  // 200 meetings are some 60 KB of JSON; most pairs far less.
  maxEntries: 500,
});
