import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { matches, players } from '../db/schema/index.js';
import { visibleMatchesOf } from '../players/player-match-scope.js';
import type { Calendar } from './icalendar.js';
import { matchEvents } from './match-events.js';

/** A feed reaches back this far, so last week's results stay in the calendar. */
const PAST_DAYS = 60;
const FEED_LIMIT = 1_000;

/** The player's scheduled matches, friendlies too: the feed is their own. */
export async function loadPlayerFeed(db: DbOrTx, playerId: number, appUrl: string): Promise<Calendar> {
  const [player] = await db.select({ displayName: players.displayName }).from(players).where(eq(players.id, playerId));
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(
        visibleMatchesOf(playerId, true),
        isNotNull(matches.scheduledAt),
        gte(matches.scheduledAt, sql`now() - make_interval(days => ${PAST_DAYS})`),
      ),
    )
    .orderBy(asc(matches.scheduledAt), asc(matches.id))
    .limit(FEED_LIMIT);
  return { name: `Αγώνες · ${player?.displayName ?? ''}`, events: await matchEvents(db, rows, appUrl) };
}
