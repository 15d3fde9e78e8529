import { min, sql } from 'drizzle-orm';
import { isFlagOn, PLAYER_MESSAGES, ZPlayerDetailsResponse, type TPlayerDetailsQuery } from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import type { Db } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import { notFound } from '../lib/http-error.js';
import { versionCheckedCache } from '../lib/version-checked-cache.js';
import { loadPlayerDetails } from './load-player-details.js';
import { comingMatchesOf } from './player-match-scope.js';

// A player's profile as everyone who is not entitled to more sees it: the same
// answer for a guest and for another player, so one serialised copy per
// version serves them all (a shared profile link is read by many at once).
// The version is the player's row in player_public_versions plus row 0
// (migration 0012): triggers move it on every change the profile shows.
// The next match also depends on the clock: its start is part of the version,
// so once it has begun the next check finds another next match (or none) and
// the answer is built again.

export interface PublicPlayerKey {
  playerId: number;
  query: TPlayerDetailsQuery;
}

interface PlayerHead {
  version: string;
}

/** What tells two answers apart: the player, the championship meant and the flags a guest's answer reads. */
const identify = ({ playerId, query }: PublicPlayerKey) =>
  [
    playerId,
    query.championshipId ?? '',
    isFlagOn(query.includeRecentResults),
    isFlagOn(query.includeAchievements),
    isFlagOn(query.includeCurrentForm),
    isFlagOn(query.includeCurrentRank),
    isFlagOn(query.includeAvailability),
  ].join(':');

async function readPlayerHead(db: Db, key: PublicPlayerKey): Promise<PlayerHead> {
  const [{ rows }, [next]] = await Promise.all([
    db.execute<{ version: number }>(sql`
      select coalesce(own.version, 0) + everyone.version as version
      from players p
      left join player_public_versions own on own.player_id = p.id
      cross join player_public_versions everyone
      where p.id = ${key.playerId} and everyone.player_id = 0`),
    db
      .select({ at: min(matches.scheduledAt) })
      .from(matches)
      .where(comingMatchesOf(key.playerId, false)),
  ]);
  if (!rows[0]) throw notFound(PLAYER_MESSAGES.notFound);
  return { version: `${rows[0].version}-${next?.at?.getTime() ?? 0}` };
}

/** Nobody in particular: the viewer the public answer is built for. */
const publicViewer = (godUserId: number): Actor => ({ user: null, session: null, env: { GOD_USER_ID: godUserId } });

export const publicPlayerCache = versionCheckedCache<PublicPlayerKey & { godUserId: number }, PlayerHead>({
  name: 'public-player',
  readHead: readPlayerHead,
  build: async (db, key) => {
    const details = await loadPlayerDetails(db, publicViewer(key.godUserId), key.playerId, key.query);
    if (!details) throw notFound(PLAYER_MESSAGES.notFound);
    return ZPlayerDetailsResponse.parse({ data: details });
  },
  etag: (key, head) => `"player-${identify(key)}-${head.version}"`,
  identify,
  // A profile with every include is some 10 KB of JSON (and its two compressions).
  maxEntries: 1_000,
});
