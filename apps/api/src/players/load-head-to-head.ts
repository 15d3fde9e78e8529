import { and, eq, inArray, ne, not, or, sql } from 'drizzle-orm';
import { formatScore, headToHead, type MatchScore, type MeetingInput, type SetScore } from '@tennis/domain';
import type { THeadToHead, THeadToHeadMeeting, THeadToHeadPlayer, TSurface } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { championships, matches, players, tournaments } from '../db/schema/index.js';
import { formatAthensDateTime } from '../lib/athens-time.js';
import { playerPictureUrl } from '../lib/public-file-urls.js';

/** The pair as home player 1 against away player 1, either way round: each side an index lookup. */
const betweenPair = (a: number, b: number) =>
  or(
    and(eq(matches.homePlayer1Id, a), eq(matches.awayPlayer1Id, b)),
    and(eq(matches.homePlayer1Id, b), eq(matches.awayPlayer1Id, a)),
  );

/** One part of the score as [home, away, homeRet, awayRet, homeDef, awayDef, tie-break points]. */
type PartTuple = [number | null, number | null, boolean, boolean, boolean, boolean, number | null];
/** A meeting as the query packs it, in this order. */
type MeetingTuple = [
  id: number,
  kind: MeetingInput['kind'],
  type: MeetingInput['type'],
  homePlayerId: number | null,
  awayPlayerId: number | null,
  winner: 0 | 1 | null,
  walkover: boolean,
  surface: TSurface | null,
  at: string | null,
  phase: number | null,
  eventName: string | null,
  s1: PartTuple,
  s2: PartTuple,
  st: PartTuple,
  s3: PartTuple,
  s4: PartTuple,
  s5: PartTuple,
];

const part = (p: 's1' | 's2' | 's3' | 's4' | 's5' | 'st') =>
  sql`json_build_array(${matches[`${p}Home`]}, ${matches[`${p}Away`]}, ${matches[`${p}HomeRet`]}, ${matches[`${p}AwayRet`]}, ${matches[`${p}HomeDef`]}, ${matches[`${p}AwayDef`]}, ${matches[`${p}Tb`]})`;

/**
 * The pair's meetings packed as one JSON array: two hundred rows of thirty
 * columns cost the driver more to read than the query costs to run, and one
 * JSON value is parsed at once.
 */
const PACKED_MEETINGS = sql<MeetingTuple[] | string>`coalesce(json_agg(json_build_array(
  ${matches.id}, ${matches.kind}, ${matches.type}, ${matches.homePlayer1Id}, ${matches.awayPlayer1Id},
  ${matches.winner}, ${matches.walkover}, ${matches.surface}, coalesce(${matches.scheduledAt}, ${matches.concludedAt}),
  ${matches.tournamentPhase}, coalesce(${championships.name}, ${tournaments.name}),
  ${part('s1')}, ${part('s2')}, ${part('st')}, ${part('s3')}, ${part('s4')}, ${part('s5')})), '[]')`;

const setScore = ([home, away, homeRet, awayRet, homeDef, awayDef, tb]: PartTuple): SetScore => ({
  home,
  away,
  homeRet,
  awayRet,
  homeDef,
  awayDef,
  tb,
});

function meetingFrom(t: MeetingTuple) {
  const score: MatchScore = {
    s1: setScore(t[11]),
    s2: setScore(t[12]),
    st: setScore(t[13]),
    s3: setScore(t[14]),
    s4: setScore(t[15]),
    s5: setScore(t[16]),
    // A walkover has no score; the domain writes it `w/o`.
    wo: t[6] ? (t[5] === 1 ? 'home' : 'away') : null,
  };
  return {
    id: t[0],
    kind: t[1],
    type: t[2],
    homePlayerId: t[3],
    awayPlayerId: t[4],
    winner: t[5],
    concluded: true,
    walkover: t[6],
    surface: t[7],
    at: t[8] === null ? null : new Date(t[8]),
    phase: t[9],
    eventName: t[10],
    score,
  };
}

/**
 * Head-to-head of two players (spec 3 §7 GET /api/head-2-head): two queries
 * side by side, the players and their concluded singles matches; the domain
 * decides what counts (decision 026). Null when either player is unknown.
 */
export async function loadHeadToHead(db: DbOrTx, player1Id: number, player2Id: number): Promise<THeadToHead | null> {
  const [people, [packed]] = await Promise.all([
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
      .select({ meetings: PACKED_MEETINGS })
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
  const tuples =
    typeof packed?.meetings === 'string' ? (JSON.parse(packed.meetings) as MeetingTuple[]) : packed?.meetings;
  const { h2h, meetings } = headToHead(player1Id, player2Id, (tuples ?? []).map(meetingFrom));
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
