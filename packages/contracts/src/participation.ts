import { z } from 'zod';
import { PHONE_MESSAGES, isValidMobile } from '@tennis/domain';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, REQUIRED, ZDateTime, ZListMeta, requiredText, ZId } from './common.js';

// Tournament participations (spec 2 §2–§8): the self-participation form, the
// back-office list and its actions. The action rules live here once, so the
// server's 409s and the web app's row menu cannot disagree.

export const TOURNAMENT_PARTICIPATION_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ZTournamentParticipationState = z.enum(TOURNAMENT_PARTICIPATION_STATES);
export type TTournamentParticipationState = z.infer<typeof ZTournamentParticipationState>;

/**
 * How an entrant got into the category (the ITF's entry status): direct
 * acceptance, wild card, qualifier, lucky loser, protected ranking, special
 * exempt, alternate. Every entry but a direct one shows its code beside the name: "(WC)".
 */
export const ENTRY_STATUSES = ['direct', 'WC', 'Q', 'LL', 'PR', 'SE', 'ALT'] as const;
export const ZEntryStatus = z.enum(ENTRY_STATUSES, { error: 'Μη έγκυρη κατάσταση εισόδου' });
export type TEntryStatus = z.infer<typeof ZEntryStatus>;

export const TOURNAMENT_PARTICIPATION_ACTIONS = [
  'approve',
  'reject',
  'reset',
  'delete',
  'mark-as-paid',
  'cancel-payment',
  'seed',
  'unseed',
  'boost-rating',
  'entry-status',
] as const;
export type TTournamentParticipationAction = (typeof TOURNAMENT_PARTICIPATION_ACTIONS)[number];

/** What the action rules need to know of a participation and its category. */
export interface TournamentParticipationFacts {
  state: TTournamentParticipationState;
  paid: boolean;
  /** False once the category's draw or groups exist. */
  isCancellable: boolean;
  hasDoublesTeam: boolean;
  seed: number | null;
  seedCount: number;
  /** The host has the tennis-rating feature. */
  hasRating: boolean;
}

export const PARTICIPATION_REFUSALS = {
  notPending: 'Η συμμετοχή δεν αναμένει έγκριση',
  notCancellable: 'Η κλήρωση της κατηγορίας έχει ήδη γίνει',
  notResettable: 'Η συμμετοχή δεν μπορεί να επανέλθει σε αναμονή',
  notDeletable: 'Μόνο απορριφθείσες συμμετοχές διαγράφονται',
  notPayable: 'Η συμμετοχή δεν μπορεί να επισημανθεί ως πληρωμένη',
  notPaid: 'Η συμμετοχή δεν έχει πληρωθεί',
  notSeedable: 'Η συμμετοχή δεν μπορεί να γίνει κεφαλή σειράς',
  notSeeded: 'Η συμμετοχή δεν είναι κεφαλή σειράς',
  noRating: 'Ο διοργανωτής δεν έχει ενεργοποιημένη τη βαθμολογία',
  notBoostable: 'Η βαθμολογία της συμμετοχής δεν μπορεί να ενισχυθεί',
  notActive: 'Η κατάσταση εισόδου ορίζεται μόνο σε συμμετοχές που αναμένουν έγκριση ή έχουν εγκριθεί',
} as const;

/** Why `action` is not allowed now (spec 2 §4 Participation), or null when it is. */
export function tournamentParticipationActionRefusal(
  action: TTournamentParticipationAction,
  facts: TournamentParticipationFacts,
): string | null {
  const R = PARTICIPATION_REFUSALS;
  switch (action) {
    case 'approve':
    case 'reject':
      if (facts.state !== 'pending') return R.notPending;
      return facts.isCancellable ? null : R.notCancellable;
    case 'reset':
      return (facts.state === 'approved' || facts.state === 'rejected') && facts.isCancellable ? null : R.notResettable;
    case 'delete':
      return facts.state === 'rejected' && facts.isCancellable ? null : R.notDeletable;
    case 'mark-as-paid':
      return facts.state === 'approved' && !facts.paid && !facts.hasDoublesTeam ? null : R.notPayable;
    case 'cancel-payment':
      return facts.state === 'approved' && facts.paid ? null : R.notPaid;
    case 'seed':
      return facts.state === 'approved' && facts.isCancellable && facts.seedCount > 0 ? null : R.notSeedable;
    case 'unseed':
      return facts.seed !== null && facts.isCancellable ? null : R.notSeeded;
    case 'boost-rating':
      if (!facts.hasRating) return R.noRating;
      return facts.state !== 'rejected' && facts.isCancellable ? null : R.notBoostable;
    case 'entry-status':
      // A label, not a place: it may be corrected after the draw too.
      return facts.state === 'pending' || facts.state === 'approved' ? null : R.notActive;
  }
}

/** The actions the row menu offers. */
export const allowedTournamentParticipationActions = (
  facts: TournamentParticipationFacts,
): TTournamentParticipationAction[] =>
  TOURNAMENT_PARTICIPATION_ACTIONS.filter((action) => tournamentParticipationActionRefusal(action, facts) === null);

/** Spec 2 §2: the menu shows when pending, when cancellable, or when approved without a doubles team. */
export const showsTournamentParticipationMenu = (facts: TournamentParticipationFacts): boolean =>
  facts.state === 'pending' || facts.isCancellable || (facts.state === 'approved' && !facts.hasDoublesTeam);

export const TOURNAMENT_PARTICIPATION_NOTICES = {
  approved: 'Η συμμετοχή εγκρίθηκε με επιτυχία',
  rejected: 'Η συμμετοχή απορρίφθηκε',
  deleted: 'Η συμμετοχή διεγράφη με επιτυχία',
  reset: 'Η συμμετοχή επανήλθε σε αναμονή έγκρισης',
  paymentCancelled: 'Η πληρωμή της συμμετοχής ακυρώθηκε',
  seeded: 'Η κεφαλή σειράς της συμμετοχής ορίστηκε',
  unseeded: 'Η κεφαλή σειράς της συμμετοχής αφαιρέθηκε',
  boosted: 'Η βαθμολογία της συμμετοχής ενισχύθηκε',
  entryStatusSet: 'Η κατάσταση εισόδου της συμμετοχής ορίστηκε',
  closed: 'Οι δηλώσεις συμμετοχής για το τουρνουά έχουν κλείσει',
  alreadyIn: 'Υπάρχει ήδη συμμετοχή στην κατηγορία',
  playerProfileRequired: 'Θα πρέπει να συμπληρώσετε το προφίλ αθλητή για να δηλώσετε συμμετοχή',
  terms: 'Θα πρέπει να αποδεχτείτε τους όρους χρήσης και επικοινωνίας',
  incompleteTeammate: 'Η φόρμα με τα στοιχεία συμπαίκτη είναι ημιτελής',
  seedTaken: 'Η κεφαλή σειράς χρησιμοποιείται ήδη σε αυτή την κατηγορία',
  samePlayer: 'Οι δύο παίκτες της ομάδας πρέπει να είναι διαφορετικοί',
} as const;

/** 'Η συμμετοχή καταχωρήθηκε με επιτυχία', plural when several categories. */
export const participationCreatedNotice = (count: number): string =>
  count === 1 ? 'Η συμμετοχή καταχωρήθηκε με επιτυχία' : 'Οι συμμετοχές καταχωρήθηκαν με επιτυχία';

/** 'N συμμετοχές επισημάνθηκαν ως πληρωμένες', singular for one. */
export const participationsPaidNotice = (count: number): string =>
  count === 1 ? '1 συμμετοχή επισημάνθηκε ως πληρωμένη' : `${count} συμμετοχές επισημάνθηκαν ως πληρωμένες`;

export const participationsApprovedNotice = (count: number): string =>
  count === 1 ? '1 συμμετοχή εγκρίθηκε' : `${count} συμμετοχές εγκρίθηκαν`;

// ---- Self-participation (public) ----

const ZMobile = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine(isValidMobile, PHONE_MESSAGES.invalidMobile);
const ZPlayerGender = z.union([z.literal(0), z.literal(1)], { error: REQUIRED });

export const ZParticipant = z.object({
  country_calling_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'Μη έγκυρος κωδικός χώρας')
    .default('+30'),
  phone: ZMobile,
  surname: requiredText(100),
  name: requiredText(100),
  gender: ZPlayerGender,
  email: z.union([z.literal(''), z.email('Η διεύθυνση email που δώσατε δεν είναι έγκυρη')]).nullish(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

const ZCategoryIds = z.array(ZId).max(50);

export const ZSelfParticipationRequest = z.object({
  /** Ignored for a signed-in player: their profile is used. */
  guest: ZParticipant.nullish(),
  teammate: ZParticipant.nullish(),
  tournamentCategoryIds: ZCategoryIds,
  termsAndConditionsAgreed: z.boolean(),
  /** The bot check's token; checked in live only. */
  botCheckToken: z.string().max(4000).optional(),
});
export type TSelfParticipationRequest = z.infer<typeof ZSelfParticipationRequest>;

export const ZParticipationCreatedResponse = z.object({ message: z.string(), ids: z.array(z.number().int()) });
export type TParticipationCreatedResponse = z.infer<typeof ZParticipationCreatedResponse>;

export const ZParticipateCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['singles', 'doubles']),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
});
export type TParticipateCategory = z.infer<typeof ZParticipateCategory>;

/** What the self-participation screen loads. */
export const ZParticipateInfo = z.object({
  tournament: z.object({
    id: z.number().int(),
    name: z.string(),
    participationsOpen: z.boolean(),
    /** Its pending and approved participations have reached max_participations. */
    full: z.boolean(),
    hostName: z.string(),
    hostPhone: z.string().nullable(),
  }),
  categories: z.array(ZParticipateCategory),
  /** The signed-in player's profile, shown read-only; null for a guest. */
  player: ZParticipant.extend({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  signedIn: z.boolean(),
});
export type TParticipateInfo = z.infer<typeof ZParticipateInfo>;

// ---- Back office ----

export const ATRP_OPTIONS = [1.5, 2, 2.5, 3, 3.5, 4, 4.5] as const;

export const ZBackofficeParticipationRequest = z.object({
  type: z.enum(['singles', 'doubles']),
  playerId: ZId.nullish(),
  doublesTeamId: ZId.nullish(),
  player1Id: ZId.nullish(),
  player2Id: ZId.nullish(),
  tournamentCategoryIds: ZCategoryIds,
  atrp: z
    .number()
    .refine((n) => (ATRP_OPTIONS as readonly number[]).includes(n), 'Μη έγκυρη τιμή ATRP')
    .nullish(),
  /**
   * Enter the participation approved at once: the draws page's quick-add, where
   * a late entrant joins the unplaced list of a category whose draw or groups
   * already exist (a pending entry could no longer be approved there).
   */
  approved: z.boolean().optional(),
});
export type TBackofficeParticipationRequest = z.infer<typeof ZBackofficeParticipationRequest>;

export const ZApproveAllRequest = z.object({ tournamentCategoryId: ZId });
export const ZRejectParticipationRequest = z.object({
  notes: z.string().trim().max(1000).nullish(),
  cascadeDeletion: z.boolean().default(true),
});
export const ZConfirmPaymentRequest = z.object({
  tournamentCategoryParticipationIds: z.array(ZId).min(1, REQUIRED).max(500),
});
export const ZSeedRequest = z.object({ seed: z.number({ error: REQUIRED }).int().min(1, 'Μη έγκυρη κεφαλή σειράς') });
export const ZBoostRatingRequest = z.object({
  boost: z
    .number({ error: REQUIRED })
    .int()
    .min(1, 'Η ενίσχυση πρέπει να είναι από 1 έως 250')
    .max(250, 'Η ενίσχυση πρέπει να είναι από 1 έως 250'),
});

export const ZEntryStatusRequest = z.object({ entryStatus: ZEntryStatus });
export type TEntryStatusRequest = z.infer<typeof ZEntryStatusRequest>;

export const ZTournamentParticipationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(DEFAULT_PAGE_LENGTH),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  state: ZTournamentParticipationState.optional(),
  tournamentCategoryId: ZId.optional(),
  paid: z.enum(['yes', 'no']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TTournamentParticipationListQuery = z.output<typeof ZTournamentParticipationListQuery>;

export const ZTournamentParticipation = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerFullname: z.string(),
  teammateFullname: z.string().nullable(),
  doublesTeamId: z.number().int().nullable(),
  tournamentCategoryId: z.number().int(),
  tournamentCategoryName: z.string(),
  /** Rating plus boost; null unless the host has the rating feature. */
  tournamentCategoryRating: z.number().int().nullable(),
  ratingBoost: z.number().int(),
  state: ZTournamentParticipationState,
  seed: z.number().int().nullable(),
  entryStatus: ZEntryStatus,
  seedCount: z.number().int(),
  paid: z.boolean(),
  feeCents: z.number().int(),
  paymentCompletedAt: ZDateTime.nullable(),
  siblingPaymentCompletedAt: ZDateTime.nullable(),
  isCancellable: z.boolean(),
  rejectionNotes: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TTournamentParticipation = z.infer<typeof ZTournamentParticipation>;

export const ZTournamentParticipationListResponse = z.object({
  data: z.array(ZTournamentParticipation),
  meta: ZListMeta,
  tournament: z.object({
    id: z.number().int(),
    name: z.string(),
    hasRating: z.boolean(),
    categories: z.array(ZParticipateCategory),
  }),
});
export type TTournamentParticipationListResponse = z.infer<typeof ZTournamentParticipationListResponse>;

/** The facts of a listed row, for the action rules. */
export const factsOfParticipation = (
  row: TTournamentParticipation,
  hasRating: boolean,
): TournamentParticipationFacts => ({
  state: row.state,
  paid: row.paid,
  isCancellable: row.isCancellable,
  hasDoublesTeam: row.doublesTeamId !== null,
  seed: row.seed,
  seedCount: row.seedCount,
  hasRating,
});

export const ZCountResponse = z.object({ message: z.string(), count: z.number().int() });
export type TCountResponse = z.infer<typeof ZCountResponse>;

export const ZDoublesTeamSearchQuery = z.object({
  player1Id: ZId,
  player2Id: ZId,
  tournamentId: ZId.optional(),
});
export const ZDoublesTeam = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  player1Id: z.number().int(),
  player2Id: z.number().int(),
  player1: z.object({ id: z.number().int(), displayName: z.string() }),
  player2: z.object({ id: z.number().int(), displayName: z.string() }),
});
export type TDoublesTeam = z.infer<typeof ZDoublesTeam>;
