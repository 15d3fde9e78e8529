import { z } from 'zod';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, ZId, listResponse } from './common.js';
import { ZChampionshipMatchScheduleRequest, ZMatch, ZMatchScoreRequest, ZMatchType, ZScheduleVenue } from './match.js';
import { ZSurface } from './surface.js';

// Friendly matches (spec 3 §2, §3 friendly match draft, §4 wizard, §5 wizard
// validation; decision 027). The wizard's step rules are functions here so
// the browser's steps and the server's 422 say the same thing.

export const FRIENDLY_MESSAGES = {
  scheduledAt: 'Παρακαλούμε επιλέξτε ημ/νία και ώρα του αγώνα',
  surface: 'Παρακαλούμε επιλέξτε επιφάνεια',
  otherClubName: 'Παρακαλούμε επιλέξτε club ή εισάγετε νέο',
  otherClubSurface: 'Παρακαλούμε συμπληρώστε επιφάνεια',
  opponent: 'Δεν έχετε επιλέξει αντίπαλο',
  teammate: 'Δεν έχετε επιλέξει συμπαίκτη',
  opponent2: 'Δεν έχετε επιλέξει αντίπαλο #2',
  singlesOnlyTwo: 'Ο αγώνας μονού έχει μόνο δύο αθλητές',
  inFuture: 'Ο αγώνας δεν μπορεί να έχει ημ/νία στο μέλλον',
  unknownPlayer: 'Ο αθλητής δε βρέθηκε',
  samePlayerTwice: 'Ο ίδιος αθλητής δεν μπορεί να παίζει δύο φορές στον αγώνα',
  submitted: 'Ο φιλικός αγώνας καταχωρήθηκε με επιτυχία',
} as const;

/** Field → message: what blocks a step of the wizard (empty: the step passes). */
export type TFriendlyStepErrors = Partial<Record<string, string>>;

/** What the venue step reads of the draft. */
export interface FriendlyVenueDraft {
  scheduledAt?: string | null | undefined;
  clubId?: number | null | undefined;
  surface?: string | null | undefined;
  otherClubName?: string | null | undefined;
  otherClubSurface?: string | null | undefined;
}

/** Step 1, date and venue: a time, and a listed club with its surface or another club's name and surface. */
export function friendlyVenueErrors(draft: FriendlyVenueDraft): TFriendlyStepErrors {
  const errors: TFriendlyStepErrors = {};
  if (!draft.scheduledAt) errors.scheduledAt = FRIENDLY_MESSAGES.scheduledAt;
  if (draft.clubId) {
    if (!draft.surface) errors.surface = FRIENDLY_MESSAGES.surface;
  } else {
    if (!draft.otherClubName?.trim()) errors.otherClubName = FRIENDLY_MESSAGES.otherClubName;
    if (!draft.otherClubSurface) errors.otherClubSurface = FRIENDLY_MESSAGES.otherClubSurface;
  }
  return errors;
}

/** What the opponents step reads of the draft. */
export interface FriendlyOpponentDraft {
  type: 'singles' | 'doubles';
  teammate?: number | null | undefined;
  opponent?: number | null | undefined;
  opponent_2?: number | null | undefined;
}

/** Step 2, opponents: singles needs the opponent; doubles the teammate and both opponents. */
export function friendlyOpponentErrors(draft: FriendlyOpponentDraft): TFriendlyStepErrors {
  const errors: TFriendlyStepErrors = {};
  if (draft.type === 'doubles' && !draft.teammate) errors.teammate = FRIENDLY_MESSAGES.teammate;
  if (!draft.opponent) errors.opponent = FRIENDLY_MESSAGES.opponent;
  if (draft.type === 'doubles' && !draft.opponent_2) errors.opponent_2 = FRIENDLY_MESSAGES.opponent2;
  if (draft.type === 'singles' && (draft.teammate || draft.opponent_2))
    errors[draft.teammate ? 'teammate' : 'opponent_2'] = FRIENDLY_MESSAGES.singlesOnlyTwo;
  return errors;
}

const optionalId = ZId.nullable().optional();

/** The wizard's submission (spec 3 §3 friendly match draft): the signed-in player is always home player 1. */
export const ZFriendlyMatchSubmitRequest = z
  .object({
    friendly: z.literal(true),
    type: ZMatchType,
    scheduledAt: z
      .string({ error: FRIENDLY_MESSAGES.scheduledAt })
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, FRIENDLY_MESSAGES.scheduledAt),
    clubId: optionalId,
    surface: ZSurface.nullable().optional(),
    otherClubName: z.string().trim().max(255).nullable().optional(),
    otherClubSurface: ZSurface.nullable().optional(),
    teammate: optionalId,
    opponent: optionalId,
    opponent_2: optionalId,
    notes: z.string().trim().max(2000).nullable().optional(),
    score: ZMatchScoreRequest,
  })
  .superRefine((draft, context) => {
    const errors = { ...friendlyVenueErrors(draft), ...friendlyOpponentErrors(draft) };
    for (const [field, message] of Object.entries(errors))
      if (message) context.addIssue({ code: 'custom', path: [field], message });
  });
export type TFriendlyMatchSubmitRequest = z.input<typeof ZFriendlyMatchSubmitRequest>;
export type TFriendlyMatchSubmission = z.output<typeof ZFriendlyMatchSubmitRequest>;

/** The back office's schedule screen in friendly mode: a championship schedule's fields, with the type and no score. */
export const ZFriendlyMatchScheduleRequest = ZChampionshipMatchScheduleRequest.omit({
  phase: true,
  score: true,
}).extend({
  friendly: z.literal(false),
  type: ZMatchType,
});
export type TFriendlyMatchScheduleRequest = z.input<typeof ZFriendlyMatchScheduleRequest>;
export type TFriendlyMatchSchedule = z.output<typeof ZFriendlyMatchScheduleRequest>;

/** POST /api/friendly-matches: the wizard's submission (`friendly: true`) or the back office's schedule (`false`). */
export const ZFriendlyMatchRequest = z.discriminatedUnion('friendly', [
  ZFriendlyMatchSubmitRequest,
  ZFriendlyMatchScheduleRequest,
]);

/** A friendly as its lists show it: the match, the outside club, and the submitter's notes for those who may read them. */
export const ZFriendlyMatch = ZMatch.extend({
  otherClub: z.object({ name: z.string(), surface: ZSurface.nullable() }).nullable(),
  notes: z.string().nullable(),
});
export type TFriendlyMatch = z.infer<typeof ZFriendlyMatch>;

/** GET /api/friendly-matches?page=&pageLength=: newest first. */
export const ZFriendlyMatchListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(DEFAULT_PAGE_LENGTH),
});
export const ZFriendlyMatchList = listResponse(ZFriendlyMatch);
export type TFriendlyMatchList = z.infer<typeof ZFriendlyMatchList>;

/** GET /api/friendly-matches/venues?mode=: the clubs a friendly may be played at, with their surfaces. */
export const ZFriendlyVenuesQuery = z.object({ mode: z.enum(['wizard', 'schedule']).default('wizard') });
export const ZFriendlyVenues = z.object({ data: z.array(ZScheduleVenue) });
export type TFriendlyVenues = z.infer<typeof ZFriendlyVenues>;
