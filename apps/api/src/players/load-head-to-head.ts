import { and, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import { formatScore, headToHead, type MeetingInput } from '@tennis/domain';
import type { THeadToHead, THeadToHeadMeeting, THeadToHeadPlayer } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { championships, matches, players, tournaments } from '../db/schema/index.js';
import { scoreFromRow } from '../db/schema/score.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';

/** The pair as home player 1 against away player 1, either way round: each side an index lookup. */
const betweenPair = (a: number, b: number) =>
  or(
    and(eq(matches.homePlayer1Id, a), eq(matches.awayPlayer1Id, b)),
    and(eq(matches.homePlayer1Id, b), eq(matches.awayPlayer1Id, a)),
  );

/**
 * Head-to-head of two players (spec 3 §7 GET /api/head-2-head): two queries
 * side by side, the players and their concluded singles matches; the domain
 * decides what counts (decision 026). Null when either player is unknown.
 */
export async function loadHeadToHead(db: DbOrTx, player1Id: number, player2Id: number): Promise<THeadToHead | null> {
  const [people, rows] = await Promise.all([
    db
      .select({
        id: players.id,
        displayName: players.displayName,
        atrp: players.atrp,
        picture: players.profilePicturePath,
      })
      .from(players)
      .where(inArray(players.id, [player1Id, player2Id])),
    db
      .select({ match: matches, championship: championships.name, tournament: tournaments.name })
      .from(matches)
      .leftJoin(championships, eq(championships.id, matches.championshipId))
      .leftJoin(tournaments, eq(tournaments.id, matches.tournamentId))
      .where(
        and(
          betweenPair(player1Id, player2Id),
          ne(matches.kind, 'friendly'),
          eq(matches.type, 'singles'),
          eq(matches.state, 'concluded'),
          not(matches.isBye),
          sql`${matches.winner} is not null`,
        ),
      ),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const first = byId.get(player1Id);
  const second = byId.get(player2Id);
  if (!first || !second) return null;
  const inputs = rows.map(({ match: m, championship, tournament }) => ({
    id: m.id,
    kind: m.kind,
    type: m.type,
    homePlayerId: m.homePlayer1Id,
    awayPlayerId: m.awayPlayer1Id,
    winner: m.winner === 0 || m.winner === 1 ? m.winner : null,
    concluded: m.state === 'concluded',
    walkover: m.walkover,
    score: scoreFromRow(m),
    surface: m.surface,
    at: m.scheduledAt ?? m.concludedAt,
    phase: m.tournamentPhase,
    eventName: championship ?? tournament,
  })) satisfies MeetingInput[];
  const { h2h, meetings } = headToHead(player1Id, player2Id, inputs);
  const name = (id: number | null) => ({ id: id ?? 0, displayName: byId.get(id ?? 0)?.displayName ?? '' });
  const allMeetings = meetings.map((m): THeadToHeadMeeting => ({
    id: m.id,
    kind: m.kind === 'tournament' ? 'tournament' : 'championship',
    eventName: m.eventName,
    tournamentPhase: m.phase,
    winner: m.winner === 1 ? 1 : 0,
    home: name(m.homePlayerId),
    away: name(m.awayPlayerId),
    score: formatScore(m.score),
    scheduledAt: m.at ? formatAthensDateTime(m.at) : null,
    surface: m.surface,
    outcome: m.outcome,
    counted: m.counted,
  }));
  return {
    player1: presentPlayer(first),
    player2: presentPlayer(second),
    h2h,
    lastMeeting: allMeetings[0] ?? null,
    allMeetings,
  };
}

function presentPlayer(p: { id: number; displayName: string; atrp: number | null; picture: string | null }) {
  return {
    id: p.id,
    displayName: p.displayName,
    atrp: p.atrp,
    profilePictureUrl: p.picture ? playerPictureUrl(p.id, p.picture) : null,
  } satisfies THeadToHeadPlayer;
}
