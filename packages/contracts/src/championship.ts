import { z } from 'zod';
import { ZChampionshipParticipationStatus, ZChampionshipState } from './championship-backoffice.js';
import { ZDateTime, ZId } from './common.js';
import { ZSocialLinks } from './external-links.js';
import { ZStaticContentImage } from './static-content.js';
import { ZPartScore } from './match.js';
import { ZSurface } from './surface.js';

// The public side of a championship (spec 3 §2, §4, §5, §7): the landing
// page, the standings of the OPEN and UNDER 2.5 leagues, the monthly race,
// the schedule and results, registration and the knockouts' images.

export const CHAMPIONSHIP_MESSAGES = {
  registered: 'Η συμμετοχή σας καταχωρήθηκε με επιτυχία',
  alreadyParticipating: 'Συμμετέχετε ήδη σε αυτό το πρωτάθλημα',
  mustAgree:
    'Πρέπει να συμφωνήσετε με τους όρους χρήσης και την επικοινωνία προκειμένου να καταχωρηθεί η συμμετοχή σας',
  participationsClosed: 'Οι συμμετοχές σε αυτό το πρωτάθλημα δεν είναι ανοιχτές',
  genderMismatch: 'Το πρωτάθλημα απευθύνεται σε αθλητές άλλου φύλου',
  playerProfileRequired: 'Για να προχωρήσετε θα πρέπει να δημιουργήσετε το προφίλ αθλητή σας',
  invalidMonth: 'Μη έγκυρος μήνας',
  imageUploaded: 'Η εικόνα ανέβηκε με επιτυχία',
  notAnImage: 'Το αρχείο πρέπει να είναι εικόνα (JPEG, PNG ή WebP)',
  imageTooLarge: 'Η εικόνα δεν μπορεί να υπερβαίνει τα 10 MB',
} as const;

export const ZChampionshipIdParams = z.object({ id: ZId });
export const ZChampionshipSlugParams = z.object({ slug: z.string().min(1).max(200) });

export const ZPublicVenue = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string().nullable(),
  defaultSurface: ZSurface.nullable(),
  surfaces: z.array(ZSurface),
});
export type TPublicVenue = z.infer<typeof ZPublicVenue>;
export const ZPublicVenuesResponse = z.object({ data: z.array(ZPublicVenue) });

export const ZPublicChampionshipVideo = z.object({ title: z.string(), youtubeId: z.string() });
export type TPublicChampionshipVideo = z.infer<typeof ZPublicChampionshipVideo>;

export const ZPublicChampionship = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  state: ZChampionshipState,
  type: z.enum(['singles', 'doubles']),
  /** 0 men, 1 women, 2 mixed. */
  gender: z.number().int(),
  year: z.number().int(),
  startingYear: z.number().int(),
  endingYear: z.number().int(),
  regularSeasonStart: ZDateTime.nullable(),
  regularSeasonEnd: ZDateTime.nullable(),
  openUnder: z.boolean(),
  participationsOpen: z.boolean(),
  /** The organiser, with the phone and email the contact links call. */
  host: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  venues: z.array(ZPublicVenue),
  posterUrl: z.string().nullable(),
  proclamationUrl: z.string().nullable(),
  /** Singles, men, host 1, season 2025 or 2026 (spec 3 §2). */
  showsMonthlyRace: z.boolean(),
  /** YouTube videos in the admin's order; the page embeds them by id. */
  videos: z.array(ZPublicChampionshipVideo),
  socialLinks: ZSocialLinks,
});
export type TPublicChampionship = z.infer<typeof ZPublicChampionship>;
export const ZPublicChampionshipResponse = z.object({ data: ZPublicChampionship });
export type TPublicChampionshipResponse = z.infer<typeof ZPublicChampionshipResponse>;

export const ZChampionshipLanding = ZPublicChampionship.extend({
  /** Whether the signed-in user already has a participation (any state). */
  participates: z.boolean(),
  permissions: z.object({
    /** true, or the Greek reason registration is refused. */
    register: z.union([z.literal(true), z.string()]),
    backofficeView: z.boolean(),
  }),
});
export type TChampionshipLanding = z.infer<typeof ZChampionshipLanding>;
export const ZChampionshipLandingResponse = z.object({ data: ZChampionshipLanding });
export type TChampionshipLandingResponse = z.infer<typeof ZChampionshipLandingResponse>;

export const ZStandingsEntry = z.object({
  /** null for OFF rows, which sit at the bottom and keep their stats. */
  rank: z.number().int().nullable(),
  participationId: z.number().int(),
  playerId: z.number().int(),
  displayName: z.string(),
  atrp: z.number(),
  status: ZChampionshipParticipationStatus,
  points: z.number().int(),
  secondaryPoints: z.number().int(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type TStandingsEntry = z.infer<typeof ZStandingsEntry>;

export const ZStandingsResponse = z.object({
  championshipId: z.number().int(),
  open: z.array(ZStandingsEntry),
  /** Empty when the championship runs no UNDER 2.5 league. */
  under: z.array(ZStandingsEntry),
});
export type TStandingsResponse = z.infer<typeof ZStandingsResponse>;

export const ZRaceParams = ZChampionshipIdParams.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, CHAMPIONSHIP_MESSAGES.invalidMonth),
});
export const ZRaceResponse = ZStandingsResponse.extend({ month: z.string() });
export type TRaceResponse = z.infer<typeof ZRaceResponse>;

export const ZPublicMatchSide = z.object({ playerId: z.number().int().nullable(), displayName: z.string() });
export const ZPublicMatch = z.object({
  id: z.number().int(),
  scheduledAt: ZDateTime.nullable(),
  club: z.object({ id: z.number().int(), name: z.string(), acronym: z.string().nullable() }).nullable(),
  surface: ZSurface.nullable(),
  home: ZPublicMatchSide,
  away: ZPublicMatchSide,
  /** 'home' or 'away' once concluded. */
  winner: z.enum(['home', 'away']).nullable(),
  walkover: z.boolean(),
  suspended: z.boolean(),
  score: z.object({ s1: ZPartScore, s2: ZPartScore, st: ZPartScore }).nullable(),
  orderOfPlayComments: z.string().nullable(),
});
export type TPublicMatch = z.infer<typeof ZPublicMatch>;
export const ZPublicMatchesResponse = z.object({ data: z.array(ZPublicMatch) });
export type TPublicMatchesResponse = z.infer<typeof ZPublicMatchesResponse>;

/** Preferred surfaces a player may name when registering (spec 3 §5). */
export const REGISTRATION_SURFACES = ['clay', 'hard', 'indoor', 'synthetic'] as const;

export const ZChampionshipRegistrationRequest = z
  .object({
    preferredSurface: z.enum(REGISTRATION_SURFACES).nullish(),
    registrationNotes: z.string().trim().max(2000).nullish(),
    termsAndConditionsAgreed: z.boolean().default(false),
    contactPermissionGranted: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    for (const field of ['termsAndConditionsAgreed', 'contactPermissionGranted'] as const) {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: CHAMPIONSHIP_MESSAGES.mustAgree });
    }
  });
export type TChampionshipRegistrationRequest = z.input<typeof ZChampionshipRegistrationRequest>;
export const ZChampionshipRegistrationResponse = z.object({ message: z.string(), participationId: z.number().int() });
export type TChampionshipRegistrationResponse = z.infer<typeof ZChampionshipRegistrationResponse>;

export const ZWinLossPerAtrpQuery = z.object({ latestYear: z.enum(['0', '1']).optional() });
export const ZWinLossPerAtrpResponse = z.object({
  data: z.array(
    z.object({
      atrp: z.number(),
      against: z.array(z.object({ atrp: z.number(), wins: z.number().int(), losses: z.number().int() })),
    }),
  ),
});
export type TWinLossPerAtrpResponse = z.infer<typeof ZWinLossPerAtrpResponse>;

export const KNOCKOUT_IMAGE_COUNT = 6;
export const KNOCKOUT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ZKnockoutImageParams = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  index: z.coerce.number().int().min(1).max(KNOCKOUT_IMAGE_COUNT),
});
export const ZKnockoutYearParams = ZKnockoutImageParams.pick({ year: true });

/** GET /api/knockouts/{year}: the six images and whether the user may replace them. */
export const ZKnockoutImages = z.object({
  year: z.number().int(),
  images: z.array(ZStaticContentImage),
  permissions: z.object({ upload: z.boolean() }),
});
export type TKnockoutImages = z.infer<typeof ZKnockoutImages>;
export const ZKnockoutImagesResponse = z.object({ data: ZKnockoutImages });
export type TKnockoutImagesResponse = z.infer<typeof ZKnockoutImagesResponse>;
export const ZKnockoutImageUploadResponse = z.object({ message: z.string(), data: ZKnockoutImages });
export type TKnockoutImageUploadResponse = z.infer<typeof ZKnockoutImageUploadResponse>;

/** 304 Not Modified: the client's ETag matched, no body. */
export const ZNotModified = z.null();
