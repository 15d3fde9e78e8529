import { earlyEnding } from '../score/early-ending.js';
import type { MatchScore } from '../score/score-types.js';

// Head-to-head between two players (spec 3 §2 "Head-2-head page", §3): their
// concluded singles meetings in championships and tournaments. Friendlies and
// doubles are not meetings. A walkover or a default is listed but wins
// nothing (as the ATP counts them); a retirement is a win (decision 026).

/** The surfaces the page splits the wins by; any other surface counts in `all` only. */
export const HEAD_TO_HEAD_SURFACES = ['hard', 'clay', 'indoor'] as const;
export type HeadToHeadSurface = (typeof HEAD_TO_HEAD_SURFACES)[number];
export type HeadToHeadSplit = 'all' | HeadToHeadSurface;

/** [wins of player 1, wins of player 2, percentage 1, percentage 2]. */
export type HeadToHeadLine = [number, number, number, number];
export type HeadToHeadTotals = Record<HeadToHeadSplit, HeadToHeadLine>;

/** How a meeting ended: played out, a retirement, a default or a walkover. */
export type MeetingOutcome = 'played' | 'retirement' | 'default' | 'walkover';

/** One match between the two, as stored. */
export interface MeetingInput {
  id: number;
  kind: 'championship' | 'tournament' | 'friendly';
  type: 'singles' | 'doubles';
  homePlayerId: number | null;
  awayPlayerId: number | null;
  /** 0 home, 1 away, null undecided. */
  winner: 0 | 1 | null;
  concluded: boolean;
  walkover: boolean;
  score: MatchScore;
  surface: string | null;
  /** When it was played: the order of the history. */
  at: Date | null;
}

export type Meeting<M extends MeetingInput> = M & { outcome: MeetingOutcome; counted: boolean };

export interface HeadToHead<M extends MeetingInput> {
  h2h: HeadToHeadTotals;
  /** Newest first; walkovers and defaults too, marked. */
  meetings: Meeting<M>[];
}

export function meetingOutcome(meeting: Pick<MeetingInput, 'walkover' | 'score'>): MeetingOutcome {
  if (meeting.walkover) return 'walkover';
  const { s1, s2, st } = meeting.score;
  for (const part of [s1, s2, st]) {
    const ending = part ? earlyEnding(part) : null;
    if (ending) return ending.flag === 'ret' ? 'retirement' : 'default';
  }
  return 'played';
}

/** A concluded singles championship or tournament match between exactly these two players. */
function isMeeting(player1Id: number, player2Id: number, m: MeetingInput): boolean {
  const pair =
    (m.homePlayerId === player1Id && m.awayPlayerId === player2Id) ||
    (m.homePlayerId === player2Id && m.awayPlayerId === player1Id);
  return pair && m.kind !== 'friendly' && m.type === 'singles' && m.concluded && m.winner !== null;
}

/** Whole percentages that add to 100 when there is a meeting; 0 and 0 when none. */
export function headToHeadLine(wins1: number, wins2: number): HeadToHeadLine {
  const total = wins1 + wins2;
  if (total === 0) return [wins1, wins2, 0, 0];
  const percent1 = Math.round((wins1 * 100) / total);
  return [wins1, wins2, percent1, 100 - percent1];
}

const newestFirst = (a: MeetingInput, b: MeetingInput): number =>
  (b.at?.getTime() ?? -Infinity) - (a.at?.getTime() ?? -Infinity) || b.id - a.id;

/** The head-to-head of player 1 against player 2 from matches that include their meetings. */
export function headToHead<M extends MeetingInput>(
  player1Id: number,
  player2Id: number,
  matches: readonly M[],
): HeadToHead<M> {
  const wins: Record<HeadToHeadSplit, [number, number]> = { all: [0, 0], hard: [0, 0], clay: [0, 0], indoor: [0, 0] };
  const meetings: Meeting<M>[] = [];
  for (const match of matches) {
    if (player1Id === player2Id || !isMeeting(player1Id, player2Id, match)) continue;
    const outcome = meetingOutcome(match);
    const counted = outcome === 'played' || outcome === 'retirement';
    meetings.push({ ...match, outcome, counted });
    if (!counted) continue;
    const winnerId = match.winner === 0 ? match.homePlayerId : match.awayPlayerId;
    const index = winnerId === player1Id ? 0 : 1;
    wins.all[index]++;
    const surface = HEAD_TO_HEAD_SURFACES.find((s) => s === match.surface);
    if (surface) wins[surface][index]++;
  }
  meetings.sort(newestFirst);
  const h2h = {
    all: headToHeadLine(...wins.all),
    hard: headToHeadLine(...wins.hard),
    clay: headToHeadLine(...wins.clay),
    indoor: headToHeadLine(...wins.indoor),
  };
  return { h2h, meetings };
}
