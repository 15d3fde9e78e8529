import { drawMatchState, isByeMatch, type DrawMatch, type DrawSlot } from '@tennis/domain';
import { matches, scoreToRow } from '../db/schema/index.js';
import {
  addDays,
  athensTime,
  daysBetween,
  DEMO_TODAY,
  isWeekend,
  matchTime,
  plusMinutes,
  type Day,
} from './calendar.js';
import type { SeedClub } from './clubs-and-courts.js';
import type { SeedContext } from './context.js';
import type { PlayedDraw } from './knockout-draws.js';
import type { Random } from './random.js';
import type { PlayedGroup } from './round-robin-groups.js';
import type { PlayedMatch } from './scores.js';
import type { SeedEntry } from './tournament-entries.js';

// Draws and groups become rows of `matches`: played matches on the days of
// their round, matches ready to play on the order of play of the coming
// days, and matches still waiting for their players without a date.

export interface TournamentInfo {
  id: number;
  hostId: number;
  state: 'draft' | 'coming-soon' | 'pending' | 'underway' | 'archived';
  start: Day;
  end: Day;
  /** Null: the host's clubs in turn. */
  club: SeedClub | null;
  hostClubs: readonly SeedClub[];
  /** When the draws were published. */
  drawsAt: Date;
}

export interface CategoryInfo {
  id: number;
  type: 'singles' | 'doubles';
}

type MatchRow = typeof matches.$inferInsert;

/** The rows of a knockout draw, final first so every next match exists before the matches that feed it. */
export function knockoutMatchRows(
  ctx: SeedContext,
  random: Random,
  tournament: TournamentInfo,
  category: CategoryInfo,
  played: PlayedDraw,
): MatchRow[] {
  const { draw } = played;
  const ids = new Map(draw.matches.map((m) => [m.aa, ctx.ids.next(matches)]));
  const rounds = Math.log2(draw.drawSize);
  const planned = draw.matches.map((match) => {
    const state = drawMatchState(match);
    const bye = isByeMatch(match);
    const status: Status = bye
      ? 'bye'
      : state === 'concluded'
        ? 'played'
        : state === 'initialized'
          ? 'ready'
          : 'waiting';
    return { match, bye, status, round: rounds - Math.log2(match.tournamentPhase) + 1 };
  });
  const days = roundDays(tournament, planned);
  const rows = planned.map(({ match, bye, status, round }) => ({
    ...sides(played.entries, match.home, match.away),
    ...common(
      ctx,
      random,
      tournament,
      category,
      status,
      days(round),
      played.scores.get(match.aa) ?? null,
      match.winner,
    ),
    id: ids.get(match.aa) as number,
    tournamentPhase: match.tournamentPhase,
    aa: match.aa,
    nextMatchId: match.next ? (ids.get(match.next.aa) as number) : null,
    nextMatchSlot: match.next ? (match.next.side === 'home' ? 0 : 1) : null,
    isBye: bye,
    walkover: played.walkovers.has(match.aa),
  }));
  return rows.reverse();
}

/** The rows of round-robin groups, whose ids were given to the groups. */
export function groupMatchRows(
  ctx: SeedContext,
  random: Random,
  tournament: TournamentInfo,
  category: CategoryInfo,
  groups: readonly PlayedGroup[],
  groupIds: readonly number[],
): MatchRow[] {
  const planned = groups.flatMap((group) =>
    group.matches.map((match) => ({ round: match.round, status: (match.result ? 'played' : 'ready') as Status })),
  );
  const days = roundDays(tournament, planned);
  return groups.flatMap((group, index) => {
    const entries = new Map(group.entries.map((e) => [e.participationId, e]));
    const toSlot = (entry: SeedEntry): DrawSlot<number> => ({
      kind: 'participant',
      id: entry.participationId,
      seed: entry.seed,
      qualifier: null,
    });
    return group.matches.map((match) => ({
      ...sides(entries, toSlot(match.home), toSlot(match.away)),
      ...common(
        ctx,
        random,
        tournament,
        category,
        match.result ? 'played' : 'ready',
        days(match.round),
        match.result,
        match.result?.winner ?? null,
      ),
      id: ctx.ids.next(matches),
      roundRobinGroupId: groupIds[index] as number,
    }));
  });
}

/**
 * The days each played round may use: the event's days (up to yesterday
 * while it is underway) cut into one stretch per round played, so a round
 * is always played after the one that fed it.
 */
function roundDays(
  tournament: TournamentInfo,
  planned: readonly { round: number; status: Status }[],
): (round: number) => { from: Day; to: Day } {
  const last = tournament.state === 'underway' ? addDays(DEMO_TODAY, -1) : tournament.end;
  const days = Math.max(1, daysBetween(tournament.start, last) + 1);
  const playedRounds = Math.max(1, ...planned.filter((p) => p.status === 'played').map((p) => p.round));
  return (round) => {
    const from = Math.min(days - 1, Math.floor(((round - 1) * days) / playedRounds));
    const to = Math.max(from, Math.min(days - 1, Math.floor((round * days) / playedRounds) - 1));
    return { from: addDays(tournament.start, from), to: addDays(tournament.start, to) };
  };
}

function sides(
  entries: ReadonlyMap<number, SeedEntry>,
  home: DrawSlot<number>,
  away: DrawSlot<number>,
): Partial<MatchRow> {
  const side = (slot: DrawSlot<number>) => (slot.kind === 'participant' ? entries.get(slot.id) : undefined);
  const h = side(home);
  const a = side(away);
  return {
    homeParticipationId: h?.participationId ?? null,
    awayParticipationId: a?.participationId ?? null,
    homePlayer1Id: h?.players[0]?.id ?? null,
    homePlayer2Id: h?.players[1]?.id ?? null,
    awayPlayer1Id: a?.players[0]?.id ?? null,
    awayPlayer2Id: a?.players[1]?.id ?? null,
  };
}

type Status = 'bye' | 'played' | 'ready' | 'waiting';

function common(
  ctx: SeedContext,
  random: Random,
  tournament: TournamentInfo,
  category: CategoryInfo,
  status: Status,
  window: { from: Day; to: Day },
  played: PlayedMatch | null,
  winner: DrawMatch<number>['winner'],
) {
  const scheduledAt =
    status === 'played'
      ? matchTime(random, addDays(window.from, random.int(0, daysBetween(window.from, window.to))))
      : status === 'ready' && tournament.state === 'underway'
        ? readyAt(random)
        : null;
  const club = scheduledAt ? (tournament.club ?? random.pick(tournament.hostClubs)) : null;
  const court = club ? random.pick(club.courts) : null;
  const concludedAt =
    status === 'bye'
      ? tournament.drawsAt
      : status === 'played' && scheduledAt
        ? plusMinutes(scheduledAt, random.int(100, 200))
        : null;
  return {
    kind: 'tournament' as const,
    type: category.type,
    hostId: tournament.hostId,
    tournamentId: tournament.id,
    tournamentCategoryId: category.id,
    state:
      status === 'bye' || status === 'played'
        ? ('concluded' as const)
        : status === 'ready'
          ? ('initialized' as const)
          : ('uninitialized' as const),
    winner: winner === null ? null : winner === 'home' ? 0 : 1,
    ...scoreToRow(played?.score ?? null),
    scheduledAt,
    clubId: club?.id ?? null,
    courtId: court?.id ?? null,
    surface: court?.surface ?? null,
    orderOfPlayComments: status === 'ready' && random.chance(0.2) ? 'Όχι πριν τις 18:00.' : null,
    concludedAt,
    createdByUserId: tournament.hostId === 2 ? ctx.accounts.users.host2 : ctx.accounts.users.host,
    version: concludedAt ? 2 : 1,
    createdAt: tournament.drawsAt,
    updatedAt: concludedAt ?? tournament.drawsAt,
  };
}

/** Ready matches go on the order of play of the next days, from today's afternoon. */
function readyAt(random: Random): Date {
  const date = addDays(
    DEMO_TODAY,
    random.weighted([
      [0, 4],
      [1, 3],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ] as const),
  );
  if (isWeekend(date)) return athensTime(date, random.int(10, 18), random.pick([0, 30]));
  return athensTime(date, random.int(17, 21), random.pick([0, 30]));
}
