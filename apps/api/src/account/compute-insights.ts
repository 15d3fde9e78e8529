import { and, count, countDistinct, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TUserInsights } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import {
  championshipParticipations,
  matches,
  participations,
  playerAchievements,
  players,
  wallets,
} from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';

const EMPTY: TUserInsights = {
  hasPlayer: false,
  matches: { played: 0, wins: 0, losses: 0, winRate: 0, friendly: 0, upcoming: 0 },
  championships: 0,
  tournaments: 0,
  achievements: 0,
  walletBalanceCents: null,
  lastMatchAt: null,
  nextMatchAt: null,
};

const onHome = (playerId: number): SQL =>
  sql`(${matches.homePlayer1Id} = ${playerId} or ${matches.homePlayer2Id} = ${playerId})`;
const onAway = (playerId: number): SQL =>
  sql`(${matches.awayPlayer1Id} = ${playerId} or ${matches.awayPlayer2Id} = ${playerId})`;

/** The numbers of GET /api/user/insights, read from the user's player: matches, entries, achievements, wallet. */
export async function computeInsights(db: DbOrTx, userId: number): Promise<TUserInsights> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  if (!player) return EMPTY;
  const home = onHome(player.id);
  const away = onAway(player.id);
  const played = sql`${matches.state} = 'concluded' and not ${matches.isBye}`;
  const [m] = await db
    .select({
      played: sql<number>`count(*) filter (where ${played})::int`,
      wins: sql<number>`count(*) filter (where ${played} and ((${matches.winner} = 0 and ${home}) or (${matches.winner} = 1 and ${away})))::int`,
      losses: sql<number>`count(*) filter (where ${played} and ((${matches.winner} = 1 and ${home}) or (${matches.winner} = 0 and ${away})))::int`,
      friendly: sql<number>`count(*) filter (where ${played} and ${matches.kind} = 'friendly')::int`,
      upcoming: sql<number>`count(*) filter (where ${matches.state} <> 'concluded' and ${matches.scheduledAt} > now())::int`,
      lastMatchAt:
        sql<Date | null>`max(coalesce(${matches.concludedAt}, ${matches.scheduledAt})) filter (where ${played})`.mapWith(
          matches.scheduledAt,
        ),
      nextMatchAt:
        sql<Date | null>`min(${matches.scheduledAt}) filter (where ${matches.state} <> 'concluded' and ${matches.scheduledAt} > now())`.mapWith(
          matches.scheduledAt,
        ),
    })
    .from(matches)
    .where(or(home, away));
  const [championships] = await db
    .select({ n: count() })
    .from(championshipParticipations)
    .where(and(eq(championshipParticipations.playerId, player.id), eq(championshipParticipations.state, 'approved')));
  const [tournaments] = await db
    .select({ n: countDistinct(participations.tournamentId) })
    .from(participations)
    .where(and(eq(participations.playerId, player.id), eq(participations.state, 'approved')));
  const [achievements] = await db
    .select({ n: count() })
    .from(playerAchievements)
    .where(eq(playerAchievements.playerId, player.id));
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.playerId, player.id));
  const playedCount = m?.played ?? 0;
  const wins = m?.wins ?? 0;
  return {
    hasPlayer: true,
    matches: {
      played: playedCount,
      wins,
      losses: m?.losses ?? 0,
      winRate: playedCount === 0 ? 0 : Math.round((wins / playedCount) * 100),
      friendly: m?.friendly ?? 0,
      upcoming: m?.upcoming ?? 0,
    },
    championships: Number(championships?.n ?? 0),
    tournaments: Number(tournaments?.n ?? 0),
    achievements: Number(achievements?.n ?? 0),
    walletBalanceCents: wallet?.balanceCents ?? null,
    lastMatchAt: m?.lastMatchAt ? formatAthensDateTime(m.lastMatchAt) : null,
    nextMatchAt: m?.nextMatchAt ? formatAthensDateTime(m.nextMatchAt) : null,
  };
}
