import { z } from 'zod';
import { ATRP_MESSAGES, isValidAtrp } from '@tennis/domain';
import { REQUIRED, ZDateTime, listResponse, requiredText, ZId } from './common.js';
import { PAGE_LENGTHS } from './common.js';
import { ZSocialLinks, ZSocialLinksInput, ZYoutubeVideoUrl } from './external-links.js';
import { ZSurface } from './surface.js';

/**
 * The championships' back office (spec 3 §2 "Championships" back-office pages,
 * §4, §5, §7, §8): the championship form, the participation list and its
 * approval actions, the monthly stats and the xlsx exports.
 */

export const CHAMPIONSHIP_STATES = ['draft', 'coming-soon', 'underway', 'archived'] as const;
export const ZChampionshipState = z.enum(CHAMPIONSHIP_STATES);
export type TChampionshipState = z.infer<typeof ZChampionshipState>;

export const CHAMPIONSHIP_PARTICIPATION_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ZChampionshipParticipationState = z.enum(CHAMPIONSHIP_PARTICIPATION_STATES);
export type TChampionshipParticipationState = z.infer<typeof ZChampionshipParticipationState>;

export const CHAMPIONSHIP_PARTICIPATION_STATUSES = ['play', 'pause', 'off'] as const;
export const ZChampionshipParticipationStatus = z.enum(CHAMPIONSHIP_PARTICIPATION_STATUSES);
export type TChampionshipParticipationStatus = z.infer<typeof ZChampionshipParticipationStatus>;

export const CHAMPIONSHIP_BACKOFFICE_NOTICES = {
  updated: 'Τα στοιχεία του πρωταθλήματος ενημερώθηκαν με επιτυχία',
  approved: 'Η συμμετοχή εγκρίθηκε με επιτυχία',
  rejected: 'Η συμμετοχή απορρίφθηκε',
  reset: 'Η συμμετοχή επανήλθε σε αναμονή έγκρισης',
  paymentCancelled: 'Η πληρωμή της συμμετοχής ακυρώθηκε',
  statusUpdated: 'Η κατάσταση της συμμετοχής ενημερώθηκε με επιτυχία',
  created: 'Η συμμετοχή καταχωρήθηκε με επιτυχία',
} as const;

/** 'N συμμετοχές επισημάνθηκαν ως πληρωμένες', singular for one (spec 3 §8). */
export function paidNotice(count: number): string {
  return count === 1 ? 'Η συμμετοχή επισημάνθηκε ως πληρωμένη' : `${count} συμμετοχές επισημάνθηκαν ως πληρωμένες`;
}

export const CHAMPIONSHIP_BACKOFFICE_ERRORS = {
  slugTaken: 'Το slug χρησιμοποιείται ήδη από άλλο πρωτάθλημα',
  slugFormat: 'Το slug επιτρέπει μόνο πεζά λατινικά γράμματα, αριθμούς και παύλες',
  readOnlyType: 'Ο τύπος του πρωταθλήματος δεν αλλάζει',
  readOnlyGender: 'Το φύλο του πρωταθλήματος δεν αλλάζει',
  publishOnlyDraft: 'Μόνο ένα πρόχειρο πρωτάθλημα μπορεί να δημοσιευτεί',
  unknownVenue: 'Ένας από τους χώρους διεξαγωγής δεν υπάρχει',
  posterType: 'Η αφίσα πρέπει να είναι εικόνα jpeg, jpg, png ή gif',
  proclamationType: 'Η προκήρυξη πρέπει να είναι αρχείο pdf, doc ή docx',
  wrongGender: 'Το φύλο του αθλητή δεν ταιριάζει με το πρωτάθλημα',
  duplicate: 'Ο αθλητής συμμετέχει ήδη σε αυτό το πρωτάθλημα',
  unknownPlayer: 'Ο αθλητής δε βρέθηκε',
  singlesOnly: 'Η εξαγωγή είναι διαθέσιμη μόνο για πρωταθλήματα μονών',
  notPending: 'Η συμμετοχή δεν είναι σε αναμονή έγκρισης',
  alreadyPending: 'Η συμμετοχή είναι ήδη σε αναμονή έγκρισης',
  alreadyPaid: 'Η συμμετοχή έχει ήδη επισημανθεί ως πληρωμένη',
  notPaid: 'Η συμμετοχή δεν έχει επισημανθεί ως πληρωμένη',
  rejectedNotPayable: 'Μια απορριφθείσα συμμετοχή δεν πληρώνεται',
  statusNeedsApproval: 'Η κατάσταση αλλάζει μόνο σε εγκεκριμένη συμμετοχή',
  sameStatus: 'Η συμμετοχή έχει ήδη αυτή την κατάσταση',
  nothingSelected: 'Δεν έχετε επιλέξει συμμετοχές',
} as const;

/* ------------------------------------------------------------------ */
/* Participation actions: one rule for the server's 409s and the menu  */
/* ------------------------------------------------------------------ */

export const PARTICIPATION_ACTIONS = [
  'approve',
  'reject',
  'reset',
  'mark-as-paid',
  'cancel-payment',
  'update-status',
] as const;
export type TParticipationAction = (typeof PARTICIPATION_ACTIONS)[number];

/**
 * Why an action is refused in the participation's present state, or null when
 * it is allowed. A decision is taken from "awaiting approval" only: changing
 * an approved or rejected one goes through reset first, so a rejection is
 * never turned into an approval by a stray click.
 */
export function participationActionRefusal(
  action: TParticipationAction,
  participation: { state: TChampionshipParticipationState; paid: boolean },
): string | null {
  const { state, paid } = participation;
  switch (action) {
    case 'approve':
    case 'reject':
      return state === 'pending' ? null : CHAMPIONSHIP_BACKOFFICE_ERRORS.notPending;
    case 'reset':
      return state === 'pending' ? CHAMPIONSHIP_BACKOFFICE_ERRORS.alreadyPending : null;
    case 'mark-as-paid':
      if (paid) return CHAMPIONSHIP_BACKOFFICE_ERRORS.alreadyPaid;
      return state === 'rejected' ? CHAMPIONSHIP_BACKOFFICE_ERRORS.rejectedNotPayable : null;
    case 'cancel-payment':
      return paid ? null : CHAMPIONSHIP_BACKOFFICE_ERRORS.notPaid;
    case 'update-status':
      return state === 'approved' ? null : CHAMPIONSHIP_BACKOFFICE_ERRORS.statusNeedsApproval;
  }
}

/** The actions a participation offers now (the row menu). */
export const allowedParticipationActions = (participation: {
  state: TChampionshipParticipationState;
  paid: boolean;
}): TParticipationAction[] =>
  PARTICIPATION_ACTIONS.filter((action) => participationActionRefusal(action, participation) === null);

/* ------------------------------- Championship ------------------------------- */

export const ZBackofficeVenue = z.object({ id: z.number().int(), name: z.string(), acronym: z.string().nullable() });
export type TBackofficeVenue = z.infer<typeof ZBackofficeVenue>;

/** GET /api/backoffice/championships/{id}: the show page and the edit form. */
export const ZBackofficeChampionship = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(['singles', 'doubles']),
  /** 0 men, 1 women, 2 mixed. */
  gender: z.number().int(),
  state: ZChampionshipState,
  participationsOpen: z.boolean(),
  silenced: z.boolean(),
  year: z.number().int(),
  host: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  venues: z.array(ZBackofficeVenue),
  posterUrl: z.string().nullable(),
  proclamationUrl: z.string().nullable(),
  proclamationName: z.string().nullable(),
  videos: z.array(z.object({ title: z.string(), url: z.string() })),
  socialLinks: ZSocialLinks,
  participations: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    paid: z.number().int(),
  }),
  permissions: z.object({ update: z.boolean() }),
});
export type TBackofficeChampionship = z.infer<typeof ZBackofficeChampionship>;
export const ZBackofficeChampionshipResponse = z.object({ data: ZBackofficeChampionship });
export type TBackofficeChampionshipResponse = z.infer<typeof ZBackofficeChampionshipResponse>;

/** GET /api/backoffice/championships/{id}/venue-options: every club the form may pick. */
export const ZVenueOptionsResponse = z.object({ data: z.array(ZBackofficeVenue) });
export type TVenueOptionsResponse = z.infer<typeof ZVenueOptionsResponse>;

export const CHAMPIONSHIP_SAVE_ACTIONS = ['draft', 'update', 'publish'] as const;
export type TChampionshipSaveAction = (typeof CHAMPIONSHIP_SAVE_ACTIONS)[number];

export const MAX_CHAMPIONSHIP_VIDEOS = 12;
export const ZChampionshipVideoInput = z.object({ title: requiredText(120), url: ZYoutubeVideoUrl });
export type TChampionshipVideoInput = z.infer<typeof ZChampionshipVideoInput>;

const ZFormBoolean = z.union(
  [z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')],
  { error: REQUIRED },
);

/**
 * PUT /api/championships/{id} (JSON, or multipart with these fields in a
 * `payload` part beside the `poster` and `proclamation` files). Type and
 * gender are read-only: sent, they must equal the stored ones.
 */
export const ZChampionshipUpdateRequest = z.object({
  name: requiredText(255),
  slug: requiredText(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CHAMPIONSHIP_BACKOFFICE_ERRORS.slugFormat),
  participationsOpen: ZFormBoolean,
  silenced: ZFormBoolean,
  state: ZChampionshipState,
  venues: z.array(ZId).max(50).default([]),
  type: z.enum(['singles', 'doubles']).optional(),
  gender: z.coerce.number().int().optional(),
  action: z.enum(CHAMPIONSHIP_SAVE_ACTIONS, { error: REQUIRED }),
  removePoster: ZFormBoolean.optional(),
  removeProclamation: ZFormBoolean.optional(),
  /** The landing page's videos in order; left out, they stay as they are. */
  videos: z.array(ZChampionshipVideoInput).max(MAX_CHAMPIONSHIP_VIDEOS).optional(),
  /** Left out, the links stay as they are. */
  socialLinks: ZSocialLinksInput.optional(),
});
export type TChampionshipUpdateRequest = z.input<typeof ZChampionshipUpdateRequest>;

export const ZChampionshipUpdateResponse = z.object({ message: z.string(), data: ZBackofficeChampionship });

/* ------------------------------ Participations ------------------------------ */

export const PARTICIPATION_SORTS = ['id', 'name', 'atrp', 'state', 'status', 'paidAt', 'points', 'createdAt'] as const;

/** GET /api/backoffice/championships/{id}/participations (`filters[state]=pending` style or flat). */
export const ZParticipationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(10),
  sort: z.enum(PARTICIPATION_SORTS).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  state: ZChampionshipParticipationState.optional(),
  status: ZChampionshipParticipationStatus.optional(),
  paid: z.enum(['yes', 'no']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TParticipationListQuery = z.output<typeof ZParticipationListQuery>;

export const ZBackofficeParticipation = z.object({
  id: z.number().int(),
  player: z.object({
    id: z.number().int(),
    displayName: z.string(),
    surname: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  atrp: z.number().nullable(),
  points: z.number().int(),
  secondaryPoints: z.number().int(),
  state: ZChampionshipParticipationState,
  status: ZChampionshipParticipationStatus,
  paid: z.boolean(),
  paidAt: ZDateTime.nullable(),
  preferredSurface: ZSurface.nullable(),
  registrationNotes: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TBackofficeParticipation = z.infer<typeof ZBackofficeParticipation>;

export const ZParticipationListResponse = listResponse(ZBackofficeParticipation);
export type TParticipationListResponse = z.infer<typeof ZParticipationListResponse>;

export const ZParticipationActionResponse = z.object({ message: z.string(), data: ZBackofficeParticipation });
export type TParticipationActionResponse = z.infer<typeof ZParticipationActionResponse>;

/** POST …/participations/{pid}/approve: the ATRP the player is approved with (spec 3 §5). */
export const ZApproveParticipationRequest = z.object({
  atrp: z
    .union([z.number(), z.string()], { error: ATRP_MESSAGES.required })
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v.replace(',', '.'))) : v))
    .refine((v) => isValidAtrp(v), ATRP_MESSAGES.required),
});
export type TApproveParticipationRequest = z.input<typeof ZApproveParticipationRequest>;

export const ZUpdateParticipationStatusRequest = z.object({ status: ZChampionshipParticipationStatus });
export type TUpdateParticipationStatusRequest = z.infer<typeof ZUpdateParticipationStatusRequest>;

/** POST /api/championships/{id}/participations/mark-as-paid: several rows at once. */
export const ZBulkMarkPaidRequest = z.object({
  participationIds: z.array(ZId).min(1, CHAMPIONSHIP_BACKOFFICE_ERRORS.nothingSelected).max(250),
});
export type TBulkMarkPaidRequest = z.infer<typeof ZBulkMarkPaidRequest>;
export const ZBulkMarkPaidResponse = z.object({ message: z.string(), count: z.number().int() });
export type TBulkMarkPaidResponse = z.infer<typeof ZBulkMarkPaidResponse>;

/** POST /api/championships/{id}/participations: the back office registers a player. */
export const ZCreateParticipationRequest = z.object({
  playerId: ZId,
  atrp: z
    .number()
    .refine((v) => isValidAtrp(v), ATRP_MESSAGES.notALevel)
    .nullable()
    .optional(),
  preferredSurface: ZSurface.nullable().optional(),
  registrationNotes: z.string().trim().max(2000).nullable().optional(),
});
export type TCreateParticipationRequest = z.infer<typeof ZCreateParticipationRequest>;

/* ---------------------------------- Stats ---------------------------------- */

export const ZChampionshipStatsQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Μη έγκυρος μήνας')
    .optional(),
});

const ZSeriesPoint = z.object({ label: z.string(), value: z.number() });

/**
 * GET /api/championships/{id}/stats?month=YYYY-MM: four series for the stats
 * page. Matches are the month's concluded ones (by played date, Athens time).
 */
export const ZChampionshipStatsResponse = z.object({
  month: z.string(),
  /** Concluded matches per week of the month (week starting Monday, labelled by its first day d/M). */
  matchesPerWeek: z.array(ZSeriesPoint),
  /** Concluded matches per club. */
  matchesPerClub: z.array(ZSeriesPoint),
  /** Approved participations per ATRP level (the whole championship). */
  participationsByAtrp: z.array(ZSeriesPoint),
  /** Wins and losses of the month by the player's ATRP level. */
  winsLossesByAtrp: z.array(z.object({ label: z.string(), wins: z.number().int(), losses: z.number().int() })),
  totals: z.object({ matches: z.number().int(), activePlayers: z.number().int() }),
});
export type TChampionshipStatsResponse = z.infer<typeof ZChampionshipStatsResponse>;

/* --------------------------------- Exports --------------------------------- */

/** GET /api/backoffice/championships: the championships the user's back office runs (the exports page). */
export const ZBackofficeChampionshipSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['singles', 'doubles']),
  state: ZChampionshipState,
  year: z.number().int(),
});
export type TBackofficeChampionshipSummary = z.infer<typeof ZBackofficeChampionshipSummary>;
export const ZBackofficeChampionshipListResponse = z.object({ data: z.array(ZBackofficeChampionshipSummary) });
export type TBackofficeChampionshipListResponse = z.infer<typeof ZBackofficeChampionshipListResponse>;

export type TChampionshipExport = 'matches' | 'player-activity' | 'standings';

/** The download links of a championship: standings only for singles (the points are singles' only, decision 006). */
export function championshipExports(championship: {
  id: number;
  type: 'singles' | 'doubles';
}): { kind: TChampionshipExport; url: string }[] {
  const base = `/api/backoffice/championships/${championship.id}/exports`;
  const kinds: TChampionshipExport[] =
    championship.type === 'singles' ? ['matches', 'player-activity', 'standings'] : ['matches', 'player-activity'];
  return kinds.map((kind) => ({ kind, url: `${base}/${kind}` }));
}
