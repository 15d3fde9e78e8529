import { z } from 'zod';
import { DEFAULT_MATCH_FORMAT_CODE, MATCH_FORMAT_CODES, TOURNAMENT_STATES } from '@tennis/domain';
import { REQUIRED, ZDateTime, listResponse, requiredText, ZId } from './common.js';
import { ZSurface } from './surface.js';

// Tournaments (spec 2): lifecycle, form, categories, public pages and statistics.

export const ZTournamentState = z.enum(TOURNAMENT_STATES);
export type TTournamentState = z.infer<typeof ZTournamentState>;

/** The Greek state labels of spec 2 §4. */
export const TOURNAMENT_STATE_LABELS: Record<TTournamentState, string> = {
  draft: 'Πρόχειρο',
  'coming-soon': 'Σύντομα',
  pending: 'Δημοσιευμένο',
  underway: 'Σε εξέλιξη',
  archived: 'Ολοκληρώθηκε',
};

export const TOURNAMENT_NOTICES = {
  created: 'Το τουρνουά δημιουργήθηκε με επιτυχία',
  updated: 'Τα στοιχεία του τουρνουά ενημερώθηκαν με επιτυχία',
  categoryAdded: 'Η κατηγορία προστέθηκε με επιτυχία',
  categoryDeleted: 'Η κατηγορία διεγράφη με επιτυχία',
  fileUpdated: 'Το αρχείο ενημερώθηκε με επιτυχία',
  stateChanged: 'Η κατάσταση του τουρνουά άλλαξε με επιτυχία',
  participationsOpened: 'Οι συμμετοχές άνοιξαν',
  participationsClosed: 'Οι συμμετοχές έκλεισαν',
  categoryVisibility: 'Η ορατότητα της κατηγορίας άλλαξε',
} as const;

export const TOURNAMENT_ERRORS = {
  slugTaken: 'Το slug χρησιμοποιείται ήδη από άλλο τουρνουά του διοργανωτή',
  slugFormat: 'Το slug μπορεί να περιέχει μόνο λατινικά πεζά γράμματα, αριθμούς και παύλες',
  costStep: 'Το κόστος πρέπει να είναι πολλαπλάσιο των 5 €',
  costMin: 'Το κόστος δεν μπορεί να είναι αρνητικό',
  maxParticipationsMin: 'Οι μέγιστες συμμετοχές πρέπει να είναι τουλάχιστον 1',
  dateFormat: 'Μη έγκυρη ημερομηνία',
  endBeforeStart: 'Η λήξη δεν μπορεί να είναι πριν την έναρξη του τουρνουά',
  posterType: 'Η αφίσα πρέπει να είναι εικόνα jpeg, png ή gif',
  proclamationType: 'Η προκήρυξη πρέπει να είναι αρχείο pdf, doc ή docx',
  unknownClub: 'Μη έγκυρη επιλογή',
  unknownCategory: 'Μη έγκυρη επιλογή',
  unknownSponsor: 'Μη έγκυρη επιλογή',
  categoryExists: 'Η κατηγορία υπάρχει ήδη στο τουρνουά',
  archived: 'Το τουρνουά έχει ολοκληρωθεί και δεν μπορεί να αλλάξει',
  illegalMove: 'Η αλλαγή κατάστασης δεν επιτρέπεται από την τρέχουσα κατάσταση',
  publishOnlyDraft: 'Η δημοσίευση επιτρέπεται μόνο για πρόχειρα τουρνουά',
  participationsState: 'Οι συμμετοχές ανοίγουν ή κλείνουν μόνο σε δημοσιευμένο ή εν εξελίξει τουρνουά',
  printWinnersState: 'Η εκτύπωση νικητών είναι διαθέσιμη μόνο σε τουρνουά σε εξέλιξη ή ολοκληρωμένα',
  categoryInUse: 'Η κατηγορία έχει κλήρωση και δεν μπορεί να διαγραφεί',
} as const;

/** A fee in euros as typed in the form: whole, non-negative, in steps of 5. */
const ZFeeEuros = z
  .number({ error: REQUIRED })
  .int(TOURNAMENT_ERRORS.costStep)
  .min(0, TOURNAMENT_ERRORS.costMin)
  .refine((value) => value % 5 === 0, TOURNAMENT_ERRORS.costStep);

const ZFormDateTime = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, TOURNAMENT_ERRORS.dateFormat);

export const ZTournamentSlug = requiredText(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, TOURNAMENT_ERRORS.slugFormat);

/** The tournament form's fields (spec 2 §5); the fees travel in euros and are stored in cents. */
export const ZTournamentFields = z.object({
  name: requiredText(200),
  slug: ZTournamentSlug,
  /** Null: "various tennis clubs" (a deliberate choice in the form, not a missing one). */
  clubId: ZId.nullable(),
  surface: ZSurface.nullable(),
  address: requiredText(300),
  tournamentStart: ZFormDateTime,
  tournamentEnd: ZFormDateTime.nullable().optional(),
  participationsEnd: ZFormDateTime,
  firstCategoryCost: ZFeeEuros,
  secondCategoryCost: ZFeeEuros.nullable().optional(),
  maxParticipations: z.number().int().min(1, TOURNAMENT_ERRORS.maxParticipationsMin).nullable().optional(),
  contactPhones: z.string().trim().max(200).nullable().optional(),
  sponsorIds: z.array(ZId).max(50).default([]),
});
export type TTournamentFields = z.infer<typeof ZTournamentFields>;

export const ZTournamentCreateRequest = ZTournamentFields.extend({
  /** The host of the tournament; hosts and employees always create for their own host. */
  hostId: ZId.optional(),
  categoryIds: z.array(ZId).max(50).default([]),
});
export type TTournamentCreateRequest = z.infer<typeof ZTournamentCreateRequest>;

export const TOURNAMENT_SAVE_ACTIONS = ['draft', 'update', 'publish'] as const;
export const ZTournamentUpdateRequest = ZTournamentFields.extend({ action: z.enum(TOURNAMENT_SAVE_ACTIONS) });
export type TTournamentUpdateRequest = z.infer<typeof ZTournamentUpdateRequest>;

export const ZTournamentCategory = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  hostCategoryId: z.number().int().nullable(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  type: z.enum(['singles', 'doubles']),
  gender: z.number().int(),
  visible: z.boolean(),
  initialized: z.boolean(),
  hasComeToAnEnd: z.boolean(),
  participations: z.number().int(),
  /** The TODS matchUpFormat code its matches are played in (decision 033). */
  matchFormat: z.string(),
});
export type TTournamentCategory = z.infer<typeof ZTournamentCategory>;

export const ZTournamentSponsor = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const ZTournamentHostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** A tournament as the landing page, the details page and the edit form read it. */
export const ZTournament = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  host: ZTournamentHostSummary,
  clubId: z.number().int().nullable(),
  club: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
  surface: ZSurface.nullable(),
  address: z.string().nullable(),
  state: ZTournamentState,
  participationsOpen: z.boolean(),
  tournamentStart: ZDateTime,
  tournamentEnd: ZDateTime.nullable(),
  participationsEnd: ZDateTime,
  firstCategoryCost: z.number(),
  secondCategoryCost: z.number().nullable(),
  maxParticipations: z.number().int().nullable(),
  contactPhones: z.string().nullable(),
  publicUrl: z.string(),
  publicPosterUrl: z.string().nullable(),
  publicProclamationUrl: z.string().nullable(),
  sponsors: z.array(ZTournamentSponsor),
  tournamentCategories: z.array(ZTournamentCategory),
  tournamentParticipations: z.object({ pending: z.number().int(), approved: z.number().int() }),
  permissions: z.object({ backofficeView: z.boolean(), update: z.boolean(), godMode: z.boolean() }),
});
export type TTournament = z.infer<typeof ZTournament>;

export const ZTournamentResponse = z.object({ data: ZTournament });
export type TTournamentResponse = z.infer<typeof ZTournamentResponse>;
export const ZTournamentSavedResponse = z.object({ message: z.string(), data: ZTournament });
export type TTournamentSavedResponse = z.infer<typeof ZTournamentSavedResponse>;

/** A row of the back-office list and a poster tile of the public lists. */
export const ZTournamentListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hostId: z.number().int(),
  hostSlug: z.string(),
  hostName: z.string(),
  state: ZTournamentState,
  participationsOpen: z.boolean(),
  tournamentStart: ZDateTime,
  tournamentEnd: ZDateTime.nullable(),
  participationsEnd: ZDateTime,
  categoriesCount: z.number().int(),
  participationsCount: z.number().int(),
  /** The fee of a first category, in euros. */
  firstCategoryCost: z.number(),
  /** Places left under the tournament's maximum of participations; null when it has none. */
  freePlaces: z.number().int().nullable(),
  posterUrl: z.string().nullable(),
  publicUrl: z.string(),
});
export type TTournamentListItem = z.infer<typeof ZTournamentListItem>;

export const ZTournamentListResponse = listResponse(ZTournamentListItem);
export type TTournamentListResponse = z.infer<typeof ZTournamentListResponse>;

export const ZTournamentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => [5, 10, 15, 25, 50, 100, 250].includes(n))
    .default(10),
});

export const ZUpcomingTournamentsQuery = z.object({ hostId: ZId.optional() });
export const ZUpcomingTournamentsResponse = z.object({ data: z.array(ZTournamentListItem) });
export type TUpcomingTournamentsResponse = z.infer<typeof ZUpcomingTournamentsResponse>;

export const ZTournamentCategoriesResponse = z.object({
  data: z.array(ZTournamentCategory),
  /** The host's categories not yet in the tournament, for the add select. */
  available: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(['singles', 'doubles']),
      gender: z.number().int(),
    }),
  ),
  permissions: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TTournamentCategoriesResponse = z.infer<typeof ZTournamentCategoriesResponse>;

/** A category's match format: one of the offered codes, the league's format when not given. */
export const ZMatchFormatCode = z.enum(MATCH_FORMAT_CODES, { error: 'Επιλέξτε μία από τις μορφές αγώνα' });

export const ZAddTournamentCategoryRequest = z.object({
  hostCategoryId: ZId,
  matchFormat: ZMatchFormatCode.default(DEFAULT_MATCH_FORMAT_CODE),
});
export type TAddTournamentCategoryRequest = z.input<typeof ZAddTournamentCategoryRequest>;
export const ZCategoryVisibilityRequest = z.object({ visible: z.boolean() });
export const ZTournamentCategorySavedResponse = z.object({ message: z.string(), data: ZTournamentCategory });
export type TTournamentCategorySavedResponse = z.infer<typeof ZTournamentCategorySavedResponse>;

/** The host's categories, sponsors and clubs the tournament form chooses from. */
export const ZTournamentFormOptions = z.object({
  hostId: z.number().int(),
  hosts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  hostCategories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(['singles', 'doubles']),
      gender: z.number().int(),
    }),
  ),
  sponsors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  clubs: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() })),
});
export type TTournamentFormOptions = z.infer<typeof ZTournamentFormOptions>;

export const ZTournamentStats = z.object({
  tournamentId: z.number().int(),
  name: z.string(),
  /** Entries per category: participations, and primary ones (a doubles pair counts once). */
  perCategory: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['singles', 'doubles']),
      participations: z.number().int(),
      primaryParticipations: z.number().int(),
    }),
  ),
  singles: z.number().int(),
  doubles: z.number().int(),
  /** How many players entered 1, 2, 3… categories and what they owe, in cents. */
  revenueByParticipationCount: z.array(
    z.object({ categories: z.number().int(), players: z.number().int(), revenueCents: z.number().int() }),
  ),
});
export type TTournamentStats = z.infer<typeof ZTournamentStats>;
