import { z } from 'zod';
import { KNOCKOUT_PHASE, REGULAR_SEASON_PHASE, SCORE_MESSAGES } from '@tennis/domain';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, ZDateTime, listResponse, ZId } from './common.js';
import { ZEntryStatus } from './participation.js';
import { ZSurface } from './surface.js';

// Matches of every kind (tournament, championship, friendly) and their
// scores (spec 3 §3–§5, spec 2 §7). The score's rules are the domain's
// `validateMatchScore`; the schema only fixes the shape and the box ranges,
// with the spec's message for a count out of range.

/** A championship match's phase code: the Regular Season (the default) or the Knockouts. */
export const ZChampionshipPhase = z.union([z.literal(REGULAR_SEASON_PHASE), z.literal(KNOCKOUT_PHASE)]);
export type TChampionshipPhase = z.infer<typeof ZChampionshipPhase>;

export const MATCH_MESSAGES = {
  scheduled: 'Ο αγώνας προγραμματίστηκε με επιτυχία',
  rescheduled: 'Ο αγώνας επαναπρογραμματίστηκε με επιτυχία',
  scored: 'Το σκορ καταχωρήθηκε με επιτυχία',
  rolledBack: 'Το αποτέλεσμα του αγώνα ακυρώθηκε με επιτυχία',
  deleted: 'Ο αγώνας διαγράφηκε με επιτυχία',
  swappedHome: 'Ο γηπεδούχος αντικαταστάθηκε με επιτυχία',
  swappedAway: 'Ο φιλοξενούμενος αντικαταστάθηκε με επιτυχία',
  featuredOn: 'Ο αγώνας επισημάνθηκε ως προβεβλημένος',
  featuredOff: 'Ο αγώνας δεν είναι πλέον προβεβλημένος',
  commentsSaved: 'Τα σχόλια του προγράμματος αποθηκεύτηκαν',
  alreadyConcluded: 'Ο αγώνας έχει ήδη ολοκληρωθεί',
  notConcluded: 'Ο αγώνας δεν έχει ολοκληρωθεί',
  bye: 'Ο αγώνας είναι bye και δε δέχεται σκορ',
  missingSides: 'Ο αγώνας δεν έχει ακόμη και τους δύο αντιπάλους',
  archived: 'Η διοργάνωση έχει αρχειοθετηθεί και οι αγώνες της δεν αλλάζουν',
  changedMeanwhile: 'Ο αγώνας άλλαξε στο μεταξύ. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  playerBusy: 'Ένας από τους αθλητές έχει ήδη αγώνα την ίδια ώρα',
  slotsSwapped: 'Οι δύο αγώνες αντάλλαξαν ώρα και γήπεδο',
  swapNeedsTwoScheduled:
    'Ώρα και γήπεδο ανταλλάσσουν μόνο δύο διαφορετικοί προγραμματισμένοι αγώνες του ίδιου τουρνουά που δεν έχουν ολοκληρωθεί',
  notOnGrid: 'Η ώρα πρέπει να είναι σε βήματα του τετάρτου (:00, :15, :30, :45)',
  clubNotVenue: 'Ο όμιλος δεν είναι χώρος διεξαγωγής του πρωταθλήματος',
  clubNotHosts: 'Ο όμιλος δεν ανήκει στους ομίλους του διοργανωτή',
  unknownClub: 'Ο όμιλος δε βρέθηκε',
  surfaceNotAtClub: 'Ο όμιλος δε διαθέτει αυτή την επιφάνεια',
  courtNotAtClub: 'Το γήπεδο δεν ανήκει στον όμιλο',
  courtSurface: 'Το γήπεδο δεν έχει την επιφάνεια που επιλέξατε',
  courtTaken: 'Στο γήπεδο υπάρχει ήδη αγώνας την ίδια ώρα',
  notParticipant: 'Ο αθλητής δεν έχει εγκεκριμένη συμμετοχή στο πρωτάθλημα',
  samePlayerTwice: 'Ο ίδιος αθλητής δεν μπορεί να παίζει δύο φορές στον αγώνα',
  doublesNeedsFour: 'Ο αγώνας διπλού χρειάζεται τέσσερις αθλητές',
  singlesOnlyTwo: 'Ο αγώνας μονού έχει μόνο δύο αθλητές',
  swapOnlyScheduled: 'Αντικατάσταση γίνεται μόνο σε αγώνα πρωταθλήματος που δεν έχει ολοκληρωθεί',
  deleteConcluded: 'Ο αγώνας έχει ολοκληρωθεί: ακυρώστε πρώτα το αποτέλεσμα και μετά διαγράψτε τον',
  noMatchesForDay: 'Δεν υπάρχουν προγραμματισμένοι αγώνες για την επιλεγμένη ημέρα',
} as const;

const count = (max: number) =>
  z
    .number({ error: SCORE_MESSAGES.invalidGames })
    .int(SCORE_MESSAGES.invalidGames)
    .min(0, SCORE_MESSAGES.invalidGames)
    .max(max, SCORE_MESSAGES.invalidGames)
    .nullable()
    .default(null);

/**
 * One part of a score as submitted: counts up to 99 (each format's own range
 * is the domain's check), and for a set decided by a tie-break the set
 * loser's tie-break points (`tb`, the 5 of 7-6(5)).
 */
export const ZPartScore = z.object({
  home: count(99),
  away: count(99),
  homeRet: z.boolean().default(false),
  awayRet: z.boolean().default(false),
  homeDef: z.boolean().default(false),
  awayDef: z.boolean().default(false),
  tb: z
    .number({ error: SCORE_MESSAGES.invalidTieBreakPoints })
    .int(SCORE_MESSAGES.invalidTieBreakPoints)
    .min(0, SCORE_MESSAGES.invalidTieBreakPoints)
    .max(99, SCORE_MESSAGES.invalidTieBreakPoints)
    .nullable()
    .optional(),
});
export type TPartScore = z.infer<typeof ZPartScore>;

export const ZSideName = z.enum(['home', 'away']);

/**
 * POST /api/matches/{id}/score: the parts of the match's format (two sets and,
 * at one set all, the super tie-break in the league's; up to five sets in
 * others), or a walkover: `wo` names the side that gave it, with no part.
 */
export const ZMatchScoreRequest = z.object({
  s1: ZPartScore,
  s2: ZPartScore,
  s3: ZPartScore.nullable().optional(),
  s4: ZPartScore.nullable().optional(),
  s5: ZPartScore.nullable().optional(),
  st: ZPartScore.nullable().optional(),
  wo: ZSideName.nullable().optional(),
});
export type TMatchScoreRequest = z.infer<typeof ZMatchScoreRequest>;

/** A stored part with the side that won it (spec 3 §3: winner home, away or null). */
export const ZPresentedPart = ZPartScore.extend({ winner: ZSideName.nullable() });
export const ZPresentedScore = z.object({
  s1: ZPresentedPart,
  s2: ZPresentedPart,
  /** The longer formats' sets (decision 033); always sent, empty when not played. */
  s3: ZPresentedPart.optional(),
  s4: ZPresentedPart.optional(),
  s5: ZPresentedPart.optional(),
  st: ZPresentedPart,
});
export type TPresentedScore = z.infer<typeof ZPresentedScore>;

export const ZMatchPlayer = z.object({
  id: z.number().int(),
  displayName: z.string(),
  /** The championship participation's ATRP, else the player's; null: not rated. */
  atrp: z.number().nullable(),
  /** Brought the balls to this match. */
  balls: z.boolean(),
});
export type TMatchPlayer = z.infer<typeof ZMatchPlayer>;

export const ZMatchSide = z.object({
  /** "A" or "A / B" in doubles; a custom label (Q1, bye) when no player is placed. */
  displayName: z.string().nullable(),
  players: z.array(ZMatchPlayer),
  /**
   * A tournament entrant's entry status ("(WC)" beside the name unless direct); null for a
   * championship or friendly side or an empty line. Optional so sides built by hand stay valid.
   */
  entryStatus: ZEntryStatus.nullish(),
});

export const ZMatchClub = z.object({ id: z.number().int(), name: z.string(), acronym: z.string().nullable() });

/** What the viewer may do with the match (the options menu shows only these). */
export const ZMatchPermissions = z.object({
  manage: z.boolean(),
  score: z.boolean(),
  schedule: z.boolean(),
  rollback: z.boolean(),
  swap: z.boolean(),
  delete: z.boolean(),
});
export type TMatchPermissions = z.infer<typeof ZMatchPermissions>;

export const ZMatchKind = z.enum(['tournament', 'championship', 'friendly']);
export const ZMatchType = z.enum(['singles', 'doubles']);

/** A match as every list and dialog reads it. */
export const ZMatch = z.object({
  id: z.number().int(),
  kind: ZMatchKind,
  type: ZMatchType,
  state: z.enum(['uninitialized', 'initialized', 'concluded']),
  hostId: z.number().int().nullable(),
  championshipId: z.number().int().nullable(),
  tournamentId: z.number().int().nullable(),
  /** The tournament or championship name (the daily schedule mixes them). */
  eventName: z.string().nullable(),
  home: ZMatchSide,
  away: ZMatchSide,
  /** 0 home, 1 away, null undecided. */
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
  score: ZPresentedScore,
  /** One line, home first: `6-4 3-6 10-8`; empty while not scored. */
  scoreText: z.string(),
  /** The TODS format code the score form follows: the tournament category's, else the league's (decision 033). */
  matchFormat: z.string(),
  scheduledAt: ZDateTime.nullable(),
  club: ZMatchClub.nullable(),
  /** The club's court it is played on, when one was chosen. */
  courtId: z.number().int().nullable().optional(),
  surface: ZSurface.nullable(),
  phase: z.number().int().nullable(),
  orderOfPlayComments: z.string().nullable(),
  suspended: z.boolean(),
  bye: z.boolean(),
  wo: z.boolean(),
  featured: z.boolean(),
  concludedAt: ZDateTime.nullable(),
  version: z.number().int(),
  permissions: ZMatchPermissions,
});
export type TMatch = z.infer<typeof ZMatch>;

export const ZMatchResponse = z.object({ message: z.string(), data: ZMatch });
export type TMatchResponse = z.infer<typeof ZMatchResponse>;

export const ZMatchIdParams = z.object({ id: ZId });

/** POST /api/matches/{id}/schedule: when and where. */
export const ZMatchScheduleRequest = z.object({
  scheduledAt: ZDateTime,
  clubId: ZId,
  surface: ZSurface,
  /** One of the club's courts with that surface, or null for none; left out, a match staying at its club keeps its court. */
  courtId: ZId.nullable().optional(),
});
export type TMatchScheduleRequest = z.infer<typeof ZMatchScheduleRequest>;

/** POST /api/matches/{id}/swap-slot: the match whose time, club and court this one takes, giving it its own. */
export const ZMatchSwapSlotRequest = z.object({ otherMatchId: ZId });
export type TMatchSwapSlotRequest = z.infer<typeof ZMatchSwapSlotRequest>;

/** POST /api/matches/{id}/swap-participant: the new players of one side. */
export const ZSwapParticipantRequest = z.object({
  homeOrAway: ZSideName,
  player1Id: ZId,
  player2Id: ZId.nullable().optional(),
});
export type TSwapParticipantRequest = z.infer<typeof ZSwapParticipantRequest>;

/** POST /api/matches/{id}/update-oop-comments. */
export const ZOrderOfPlayCommentsRequest = z.object({
  orderOfPlayComments: z.string().trim().max(1000).nullable(),
});

const playerRef = ZId.nullable().optional();

/** POST /api/championships/{id}/matches/schedule (spec 3 §2 schedule match screen). */
export const ZChampionshipMatchScheduleRequest = z.object({
  player1Id: ZId,
  player2Id: ZId,
  player3Id: playerRef,
  player4Id: playerRef,
  player1Balls: z.boolean().default(false),
  player2Balls: z.boolean().default(false),
  player3Balls: z.boolean().default(false),
  player4Balls: z.boolean().default(false),
  scheduledAt: ZDateTime,
  clubId: ZId,
  surface: ZSurface,
  phase: ZChampionshipPhase.default(REGULAR_SEASON_PHASE),
  orderOfPlayComments: z.string().trim().max(1000).nullable().optional(),
  /** Given: the match is concluded in the same call. */
  score: ZMatchScoreRequest.nullable().optional(),
});
export type TChampionshipMatchScheduleRequest = z.input<typeof ZChampionshipMatchScheduleRequest>;

/** POST /api/championships/{id}/matches/{matchId}/reschedule. */
export const ZChampionshipMatchRescheduleRequest = ZMatchScheduleRequest.extend({
  phase: ZChampionshipPhase.optional(),
  orderOfPlayComments: z.string().trim().max(1000).nullable().optional(),
});

export const ZChampionshipMatchParams = z.object({
  id: ZId,
  matchId: ZId,
});

const yesNo = z.enum(['0', '1']);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Μη έγκυρη ημερομηνία');

/**
 * Filters of the championship match list and of its xlsx export (flat in the query string).
 * `awaiting`: the matches awaiting a result, scheduled, not suspended, whose start has passed.
 */
export const ZChampionshipMatchFilters = z.object({
  state: z.enum(['concluded', 'initialized', 'awaiting']).optional(),
  suspended: yesNo.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type TChampionshipMatchFilters = z.infer<typeof ZChampionshipMatchFilters>;

/** The spec's page of ten is the default; the list may ask for any of the shared page lengths. */
export const ZChampionshipMatchListQuery = ZChampionshipMatchFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(DEFAULT_PAGE_LENGTH),
});

export const ZChampionshipMatchList = listResponse(ZMatch);
export type TChampionshipMatchList = z.infer<typeof ZChampionshipMatchList>;

/**
 * GET /api/matches: the back office's every match (page /matches), the championship list's filters
 * plus the kind of event and a player's name (two letters at least; Greeklish finds Greek names).
 */
export const ZBackofficeMatchFilters = ZChampionshipMatchFilters.extend({
  kind: ZMatchKind.optional(),
  q: z.string().trim().min(2, 'Τουλάχιστον 2 χαρακτήρες').max(100, 'Έως 100 χαρακτήρες').optional(),
});
export type TBackofficeMatchFilters = z.infer<typeof ZBackofficeMatchFilters>;
export const ZBackofficeMatchListQuery = ZBackofficeMatchFilters.extend(
  ZChampionshipMatchListQuery.pick({ page: true, pageLength: true }).shape,
);
export const ZBackofficeMatchList = listResponse(ZMatch);
export type TBackofficeMatchList = z.infer<typeof ZBackofficeMatchList>;

/** GET /api/championships/{id}/players?q=: the schedule screen's pickers. */
export const ZChampionshipPlayerQuery = z.object({ q: z.string().max(100).default('') });
export const ZChampionshipPlayerOption = z.object({
  playerId: z.number().int(),
  displayName: z.string(),
  atrp: z.number().nullable(),
  /** Matches of this championship the player brought the balls to. */
  ballHistory: z.number().int(),
});
export type TChampionshipPlayerOption = z.infer<typeof ZChampionshipPlayerOption>;
export const ZChampionshipPlayerOptions = z.object({ data: z.array(ZChampionshipPlayerOption) });
export type TChampionshipPlayerOptions = z.infer<typeof ZChampionshipPlayerOptions>;

/** A club a match may be scheduled at, with the surfaces it offers (its surface list and its courts'). */
export const ZScheduleVenue = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string().nullable(),
  defaultSurface: ZSurface.nullable(),
  surfaces: z.array(ZSurface),
  /** The club's courts, by name: a match may be put on one of its surface. */
  courts: z.array(z.object({ id: z.number().int(), name: z.string(), surface: ZSurface })).optional(),
});
export type TScheduleVenue = z.infer<typeof ZScheduleVenue>;

/** GET /api/championships/{id}/matches/schedule-form: what the schedule screen offers. */
export const ZChampionshipScheduleForm = z.object({
  championship: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(['singles', 'doubles']),
    state: z.string(),
  }),
  venues: z.array(ZScheduleVenue),
});
export type TChampionshipScheduleForm = z.infer<typeof ZChampionshipScheduleForm>;

/** GET /api/hosts/{hostSlug}/unified-schedule?date=YYYY-MM-DD. */
export const ZUnifiedScheduleQuery = z.object({ date: isoDay });
export const ZUnifiedSchedule = z.object({
  host: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  date: z.string(),
  matches: z.array(ZMatch),
  permissions: z.object({ actions: z.boolean() }),
});
export type TUnifiedSchedule = z.infer<typeof ZUnifiedSchedule>;

/** A match the viewer may not see is as unknown as one that does not exist. */
export const MATCH_NOT_FOUND = 'Ο αγώνας δεν βρέθηκε.';
