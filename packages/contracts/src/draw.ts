import { z } from 'zod';
import { REQUIRED, ZId } from './common.js';
import { ZMatch, ZScheduleVenue } from './match.js';
import { ZEntryStatus } from './participation.js';

// Tournament draws and their matches (spec 2 §2 "Draws screen", "Order of
// play", §3 Category and Match, §5 Draw setup, §7 "Categories, draws, round
// robin"). The rules are the domain's; these schemas fix the shapes.

export const ZCategoryIdParams = z.object({ id: ZId });
export type TCategoryIdParams = z.infer<typeof ZCategoryIdParams>;
/** A category under its tournament: the paths of the back office's draw and group calls (spec 2 API inventory). */
export const ZTournamentCategoryParams = z.object({
  tournamentId: ZId,
  categoryId: ZId,
});
export type TTournamentCategoryParams = z.infer<typeof ZTournamentCategoryParams>;

/** The draw initialisation dialog's knockout part (spec 2 §3 "Draw initialisation payload"). */
export const ZInitializeDrawRequest = z.object({
  drawSize: z.coerce.number().int().optional(),
  qualifierMatches: z.coerce.number().int().default(0),
  /** Groups instead of a knockout draw (the round-robin dialog). */
  roundRobin: z.boolean().default(false),
  groupCount: z.coerce.number().int().optional(),
  groupSize: z.coerce.number().int().optional(),
  /** What follows the group phase: a knockout, or nothing. */
  drawFollowUp: z.enum(['knockout', 'none']).nullable().optional(),
  drawFollowUpSize: z.coerce.number().int().nullable().optional(),
});
export type TInitializeDrawRequest = z.input<typeof ZInitializeDrawRequest>;

/** One match of a knockout draw: the shared match plus its place in the bracket. */
export const ZDrawMatch = ZMatch.extend({
  /** Draw number; negative for a qualifier match. */
  aa: z.number().int(),
  tournamentPhase: z.number().int(),
  isQualifierMatch: z.boolean(),
  homeSeed: z.number().int().nullable(),
  awaySeed: z.number().int().nullable(),
  /** Seed, "Q1", "BYE" or "-" (domain slotLabel). */
  homeLabel: z.string(),
  awayLabel: z.string(),
  canBeRolledBack: z.boolean(),
});
export type TDrawMatch = z.infer<typeof ZDrawMatch>;

export const ZGroupParticipant = z.object({
  id: z.number().int(),
  participationId: z.number().int(),
  position: z.number().int(),
  displayName: z.string(),
  /** The entrant's players (two in doubles), whose names link to their profiles. */
  players: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
  /** The entrant's entry status, read with the name from its matches. */
  entryStatus: ZEntryStatus.nullish(),
  /** Place in the group by the ITF round-robin order (domain rankGroup); the withdrawn rank last. */
  rank: z.number().int(),
  /** Withdrew from the group: their played matches stay, the unplayed ones were cancelled. */
  withdrawn: z.boolean(),
  /** A withdrawn member whose place an alternate already took. */
  replaced: z.boolean(),
  wins: z.number().int(),
  losses: z.number().int(),
  setWins: z.number().int(),
  setLosses: z.number().int(),
  gameWins: z.number().int(),
  gameLosses: z.number().int(),
});
export const ZRoundRobinGroup = z.object({
  id: z.number().int(),
  groupNumber: z.number().int(),
  /** Α, Β, Γ … by group number (domain groupLetter). */
  letter: z.string(),
  nickname: z.string().nullable(),
  /** What the group is called: the host's nickname, else its letter (domain groupName). */
  name: z.string(),
  /** In rank order. */
  groupParticipants: z.array(ZGroupParticipant),
  groupMatches: z.array(ZMatch),
});
export type TRoundRobinGroup = z.infer<typeof ZRoundRobinGroup>;

/** update: change the draw now; backofficeView: the category's back-office page is this user's (its host's staff). */
export const ZCategoryDrawPermissions = z.object({ update: z.boolean(), backofficeView: z.boolean() });

/** An approved entrant without a line in the draw or a place in a group: a doubles team by its player 1's participation. */
export const ZUnplacedParticipation = z.object({
  participationId: z.number().int(),
  displayName: z.string(),
  seed: z.number().int().nullable(),
});
export type TUnplacedParticipation = z.infer<typeof ZUnplacedParticipation>;

export const ZCategoryDraw = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  name: z.string(),
  type: z.enum(['singles', 'doubles']),
  initialized: z.boolean(),
  hasComeToAnEnd: z.boolean(),
  drawSize: z.number().int().nullable(),
  /** The two sizes the initialisation dialog offers (empty once initialised). */
  drawSizeOptions: z.array(z.number().int()),
  approvedParticipations: z.number().int(),
  primaryParticipations: z.number().int(),
  winner: z.string().nullable(),
  finalist: z.string().nullable(),
  matches: z.array(ZDrawMatch),
  qualifierMatches: z.array(ZDrawMatch),
  roundRobin: z.boolean(),
  roundRobinPhase: z.enum(['group', 'knockout']).nullable(),
  /** The size of the knockout after the groups, when one follows. */
  drawFollowUpSize: z.number().int().nullable(),
  knockoutPhaseCategoryId: z.number().int().nullable(),
  groups: z.array(ZRoundRobinGroup),
  /** Back office only (empty for the public and before initialisation). */
  unplacedParticipations: z.array(ZUnplacedParticipation),
  /** How many seeds the category has (the seed action offers 1 … seedCount) and whether they were set. */
  seedCount: z.number().int(),
  seedsAreSet: z.boolean(),
  /** Where its matches may be scheduled: the host's clubs; back office only (empty for the public). */
  venues: z.array(ZScheduleVenue),
  permissions: ZCategoryDrawPermissions,
});
export type TCategoryDraw = z.infer<typeof ZCategoryDraw>;

export const ZCategoryDrawResponse = z.object({ message: z.string().optional(), data: ZCategoryDraw });
export type TCategoryDrawResponse = z.infer<typeof ZCategoryDrawResponse>;

export const ZOrderOfPlayParams = z.object({ tournamentId: ZId });
export const ZOrderOfPlayQuery = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
export type TOrderOfPlayQuery = z.infer<typeof ZOrderOfPlayQuery>;

/** A match of the order of play, with where it stands in the tournament and on which court. */
export const ZOrderOfPlayMatch = ZMatch.extend({
  categoryName: z.string().nullable(),
  categoryAbbreviation: z.string().nullable(),
  /** Players left in the knockout round (2 the final); null in a group match. */
  tournamentPhase: z.number().int().nullable(),
  isQualifierMatch: z.boolean(),
  /** The round-robin group's letter (A, B, …); null in a knockout match. */
  groupLetter: z.string().nullable(),
  courtName: z.string().nullable(),
});
export type TOrderOfPlayMatch = z.infer<typeof ZOrderOfPlayMatch>;

/** A day of the tournament (Europe/Athens) and how many matches it has scheduled. */
export const ZOrderOfPlayDay = z.object({ date: z.string(), matchCount: z.number().int() });

export const ZOrderOfPlay = z.object({
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  date: z.string(),
  /** Every day from the start to the end of the tournament and any other day with a match, in order. */
  days: z.array(ZOrderOfPlayDay),
  matches: z.array(ZOrderOfPlayMatch),
});
export type TOrderOfPlay = z.infer<typeof ZOrderOfPlay>;
export const ZOrderOfPlayResponse = z.object({ data: ZOrderOfPlay });
export type TOrderOfPlayResponse = z.infer<typeof ZOrderOfPlayResponse>;

export const ZMatchSideParams = z.object({
  id: ZId,
  homeAway: z.enum(['home', 'away']),
});
export type TMatchSideParams = z.infer<typeof ZMatchSideParams>;
/**
 * POST …/tournament-categories/{categoryId}/add-qualifier-match: the first-round line (a match of
 * the draw and its side) the qualifier's winner takes. Without it the server picks the line.
 */
export const ZAddQualifierMatchRequest = z
  .object({ matchId: ZId, side: z.enum(['home', 'away'], { error: 'Επιλέξτε θέση στο ταμπλό' }) })
  .strict()
  .nullish();
export type TAddQualifierMatchRequest = z.infer<typeof ZAddQualifierMatchRequest>;
/** The unplaced participation to put on an open line (spec 2 §2 "unplaced-participations context menu"). */
export const ZPlaceParticipationRequest = z.object({
  participationId: ZId,
});
export type TPlaceParticipationRequest = z.infer<typeof ZPlaceParticipationRequest>;

export const MEDIA_MESSAGES = {
  invalidUrl: 'Ο σύνδεσμος δεν είναι έγκυρος',
  invalidMedia: 'Επιτρέπονται μόνο εικόνες (jpg, png, gif, webp) και βίντεο (mp4, mov, webm) έως 10 MB',
  noMedia: 'Επιλέξτε τουλάχιστον ένα αρχείο',
  added: 'Τα αρχεία προστέθηκαν με επιτυχία',
  shifted: 'Η σειρά ενημερώθηκε',
  deleted: 'Το αρχείο διαγράφηκε',
  urlSaved: 'Ο σύνδεσμος αποθηκεύτηκε',
} as const;

/** An http(s) address, or empty to clear it; the Greek message shows inline on the field. */
const ZOptionalUrl = z
  .string()
  .trim()
  .max(2000, MEDIA_MESSAGES.invalidUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), MEDIA_MESSAGES.invalidUrl)
  .nullable();

export const ZLiveStreamingUrlRequest = z.object({ liveStreamingUrl: ZOptionalUrl });
export const ZCloudStorageUrlRequest = z.object({ cloudStorageUrl: ZOptionalUrl });

export const ZMediaItem = z.object({
  id: z.number().int(),
  type: z.enum(['image', 'video']),
  url: z.string(),
  filename: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZMatchMedia = z.object({
  matchId: z.number().int(),
  liveStreamingUrl: z.string().nullable(),
  cloudStorageUrl: z.string().nullable(),
  media: z.array(ZMediaItem),
});
export type TMatchMedia = z.infer<typeof ZMatchMedia>;
export const ZMatchMediaResponse = z.object({ message: z.string().optional(), data: ZMatchMedia });
export type TMatchMediaResponse = z.infer<typeof ZMatchMediaResponse>;

export const ZMediaItemParams = z.object({
  id: ZId,
  mediaId: ZId,
});
export const ZMediaShiftRequest = z.object({ direction: z.enum(['left', 'right']) });

export const ZGroupParams = ZTournamentCategoryParams.extend({ groupId: ZId });
export const ZGroupParticipantParams = ZGroupParams.extend({ groupParticipantId: ZId });
/** The add-group call: the size is fixed at 4 (spec 2 §9). */
export const ZAddGroupRequest = z.object({ groupSize: z.literal(4).default(4) });
/** PUT …/round-robin-groups/{groupId}: the group's name (issue 14); empty or null gives back its letter. */
export const ZRenameGroupRequest = z.object({
  nickname: z
    .string({ error: REQUIRED })
    .trim()
    .max(30, 'Το όνομα του ομίλου πρέπει να έχει έως 30 χαρακτήρες')
    .nullable()
    .transform((name) => (name ? name : null)),
});
export type TRenameGroupRequest = z.input<typeof ZRenameGroupRequest>;
export const ZGroupMatchParams = ZGroupParams.extend({ matchId: ZId });
/** A singles participation, or for doubles the team (its player 1's participation is used). */
export const ZAddGroupParticipantRequest = z
  .object({
    participationId: ZId.optional(),
    doublesTeamId: ZId.optional(),
  })
  .refine((body) => body.participationId !== undefined || body.doublesTeamId !== undefined, {
    message: 'Αυτό το πεδίο είναι υποχρεωτικό',
    path: ['participationId'],
  });

/** POST …/tournament-categories/{categoryId}/seed-participations: how many seeds the category has (spec 2 §5 Seeds). */
export const ZSeedParticipationsRequest = z.object({
  seedCount: z.coerce.number({ error: REQUIRED }).int('Ο αριθμός των κεφαλών σειράς πρέπει να είναι ακέραιος'),
});
export type TSeedParticipationsRequest = z.infer<typeof ZSeedParticipationsRequest>;

export const seedCountOutOfRange = (max: number): string =>
  `Ο αριθμός των κεφαλών σειράς πρέπει να είναι από 1 έως ${max}`;

/** Success notices of the draw actions (ours; the spec names the actions, not their wording). */
export const DRAW_NOTICES = {
  initialized: 'Η κατηγορία αρχικοποιήθηκε με επιτυχία',
  seedsSet: 'Οι κεφαλές σειράς της κατηγορίας ορίστηκαν',
  seedCountSet: 'Ο αριθμός των κεφαλών σειράς της κατηγορίας ορίστηκε',
  byesProceeded: 'Οι αγώνες με BYE προχώρησαν',
  qualifierMatchAdded: 'Ο προκριματικός αγώνας προστέθηκε',
  qualifierSlotKilled: 'Η θέση προκριματικού έγινε BYE',
  qualifierMatchRemoved: 'Ο προκριματικός αγώνας αφαιρέθηκε',
  participationRemoved: 'Η συμμετοχή αφαιρέθηκε από το ταμπλό',
  participationPlaced: 'Η συμμετοχή τοποθετήθηκε στο ταμπλό',
  alreadyInitialized: 'Η κατηγορία έχει ήδη αρχικοποιηθεί',
  notInitialized: 'Η κατηγορία δεν έχει αρχικοποιηθεί',
  tournamentArchived: 'Το τουρνουά έχει ολοκληρωθεί και δεν αλλάζει πια',
  roundRobinElsewhere: 'Η κατηγορία είναι σε μορφή ομίλων',
  notInGroupPhase: 'Η κατηγορία δεν είναι στη φάση των ομίλων',
  noKnockoutFollows: 'Μετά τη φάση των ομίλων δεν ακολουθεί ταμπλό',
  proceededToKnockout: 'Η κατηγορία προχώρησε στη φάση του ταμπλό',
  tooManyGroups: 'Δεν μπορούν να προστεθούν περισσότεροι από 16 όμιλοι',
  onlyLastGroup: 'Μόνο ο τελευταίος όμιλος μπορεί να διαγραφεί',
  groupHasResults: 'Ο όμιλος έχει ήδη αποτελέσματα αγώνων',
  participantHasResults: 'Η συμμετοχή έχει ήδη αποτελέσματα αγώνων στον όμιλο',
  notAnApprovedEntrant: 'Η συμμετοχή δεν είναι εγκεκριμένη συμμετοχή της κατηγορίας',
  alreadyInGroup: 'Η συμμετοχή είναι ήδη σε όμιλο',
  groupAdded: 'Ο όμιλος προστέθηκε',
  groupDeleted: 'Ο όμιλος διαγράφηκε',
  groupParticipantAdded: 'Η συμμετοχή προστέθηκε στον όμιλο',
  groupParticipantRemoved: 'Η συμμετοχή αφαιρέθηκε από τον όμιλο',
  groupRenamed: 'Το όνομα του ομίλου άλλαξε',
  participantWithdrawn: 'Η συμμετοχή αποσύρθηκε από τον όμιλο· οι αγώνες της που δεν έγιναν ακυρώθηκαν',
  alreadyWithdrawn: 'Η συμμετοχή έχει ήδη αποσυρθεί από τον όμιλο',
  alreadyReplaced: 'Στη θέση αυτής της συμμετοχής έχει ήδη μπει αναπληρωματικός',
  notWithdrawn: 'Αναπληρωματικός μπαίνει μόνο στη θέση συμμετοχής που έχει αποσυρθεί',
  alternateAdded: 'Ο αναπληρωματικός μπήκε στον όμιλο για τους αγώνες που απέμεναν',
  groupMatchCancelled: 'Ο αγώνας του ομίλου ακυρώθηκε',
  matchHasResult: 'Ο αγώνας έχει ήδη αποτέλεσμα και δεν ακυρώνεται',
  groupResultsLocked: 'Τα αποτελέσματα των ομίλων κλείδωσαν: η φάση του ταμπλό έχει ξεκινήσει',
} as const;
