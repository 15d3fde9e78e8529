import { z } from 'zod';
import { ZDateTime, ZId } from './common.js';
import { ZSurface } from './surface.js';

// Head-to-head (spec 3 §2 "Head-2-head page", §3, §7 GET /api/head-2-head):
// two players' wins against each other overall and on hard, clay and indoor,
// their last meeting and every meeting. What counts: decision 026.

export const HEAD_TO_HEAD_MESSAGES = {
  samePlayer: 'Επιλέξτε δύο διαφορετικούς αθλητές',
  noMeetings: 'Δε βρέθηκαν αναμετρήσεις ανάμεσα στους δύο επιλεγμένους αθλητές',
} as const;

export const ZHeadToHeadQuery = z
  .object({ player1Id: ZId, player2Id: ZId })
  .refine((q) => q.player1Id !== q.player2Id, { message: HEAD_TO_HEAD_MESSAGES.samePlayer, path: ['player2Id'] });
export type THeadToHeadQuery = z.infer<typeof ZHeadToHeadQuery>;

/** [wins of player 1, wins of player 2, percentage 1, percentage 2]; the percentages add to 100, or are 0 and 0 with no counted meeting. */
const ZHeadToHeadLine = z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]);

const ZMeetingSide = z.object({ id: z.number().int(), displayName: z.string() });

export const ZHeadToHeadMeeting = z.object({
  id: z.number().int(),
  kind: z.enum(['championship', 'tournament']),
  /** The championship or tournament. */
  eventName: z.string().nullable(),
  tournamentPhase: z.number().int().nullable(),
  /** 0 home, 1 away. */
  winner: z.union([z.literal(0), z.literal(1)]),
  home: ZMeetingSide,
  away: ZMeetingSide,
  /** One line, home first: `6-4 3-6 10-8`, `6-4 2-1 ret.`. */
  score: z.string(),
  scheduledAt: ZDateTime.nullable(),
  surface: ZSurface.nullable(),
  /** Walkovers and defaults are listed but win nothing in head-to-head. */
  outcome: z.enum(['played', 'retirement', 'default', 'walkover']),
  counted: z.boolean(),
});
export type THeadToHeadMeeting = z.infer<typeof ZHeadToHeadMeeting>;

export const ZHeadToHeadPlayer = z.object({
  id: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
  atrp: z.number().nullable(),
});
export type THeadToHeadPlayer = z.infer<typeof ZHeadToHeadPlayer>;

export const ZHeadToHead = z.object({
  player1: ZHeadToHeadPlayer,
  player2: ZHeadToHeadPlayer,
  h2h: z.object({ all: ZHeadToHeadLine, hard: ZHeadToHeadLine, clay: ZHeadToHeadLine, indoor: ZHeadToHeadLine }),
  lastMeeting: ZHeadToHeadMeeting.nullable(),
  /** Newest first. */
  allMeetings: z.array(ZHeadToHeadMeeting),
});
export type THeadToHead = z.infer<typeof ZHeadToHead>;

export const ZHeadToHeadResponse = z.object({ data: ZHeadToHead });
export type THeadToHeadResponse = z.infer<typeof ZHeadToHeadResponse>;
