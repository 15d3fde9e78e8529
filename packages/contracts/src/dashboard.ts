import { z } from 'zod';
import { PHONE_MESSAGES, TOURNAMENT_STATES, isValidMobile } from '@tennis/domain';
import { REQUIRED, ZDateTime, requiredText } from './common.js';
import { STYLES_OF_PLAY, ZCurrentUser, ZPlayerSummary } from './user.js';

/**
 * The dashboard (spec 1 §2.5, §4): poster tiles for the back office, a banner
 * list of ongoing championships for players, and the calls of the player
 * gates (confirm the player found for this account, or complete the player form).
 */

/** A poster tile; links to /tournaments/{hostSlug}/{slug}. */
export const ZDashboardTournament = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hostSlug: z.string(),
  posterUrl: z.string().nullable(),
  tournamentStart: ZDateTime,
  state: z.enum(TOURNAMENT_STATES),
});
export type TDashboardTournament = z.infer<typeof ZDashboardTournament>;

/** A championship banner; links to /championships/{slug}. */
export const ZDashboardChampionship = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  regularSeasonStart: ZDateTime.nullable(),
  state: z.string(),
});
export type TDashboardChampionship = z.infer<typeof ZDashboardChampionship>;

/** At most this many ongoing championships appear on a player's dashboard. */
export const DASHBOARD_CHAMPIONSHIPS = 4;

/**
 * GET /api/dashboard (logged in). `tournaments` holds the underway ones and the
 * upcoming ones (states coming-soon and pending), earliest start first; hosts
 * and host employees get only their host's, admins every host's, plain users
 * empty lists. `championships` holds up to four underway championships.
 */
export const ZDashboardResponse = z.object({
  tournaments: z.object({ underway: z.array(ZDashboardTournament), upcoming: z.array(ZDashboardTournament) }),
  championships: z.array(ZDashboardChampionship).max(DASHBOARD_CHAMPIONSHIPS),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

export const STRONG_HANDS = ['right', 'left'] as const;
export const BACKHAND_TYPES = ['one-handed', 'two-handed'] as const;

/** A Greek mobile number (69 and eight more digits) is refused with the domain's wording. */
export const INVALID_MOBILE_PHONE = PHONE_MESSAGES.invalidMobile;

const required = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: REQUIRED });

/**
 * POST /api/my-profile: creates the signed-in user's player profile, or
 * completes it when the user already has one (one player per user). The
 * dashboard sends it from the player form; the answer carries the refreshed
 * user so the gates can be read again at once.
 */
export const ZPlayerProfileRequest = z.object({
  name: requiredText(100),
  surname: requiredText(100),
  gender: z.union([z.literal(0), z.literal(1)], { error: REQUIRED }),
  phone: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isValidMobile, INVALID_MOBILE_PHONE),
  strongHand: required(STRONG_HANDS),
  backhandType: required(BACKHAND_TYPES),
  styleOfPlay: required(STYLES_OF_PLAY),
});
export type TPlayerProfileRequest = z.infer<typeof ZPlayerProfileRequest>;

export const PLAYER_PROFILE_SAVED = 'Το προφίλ αθλητή σας αποθηκεύτηκε με επιτυχία';
/** GET /api/my-profile without a player profile (spec 1 §8: the no-player-profile guard's wording). */
export const NO_PLAYER_PROFILE = 'Για να προχωρήσετε θα πρέπει να δημιουργήσετε το προφίλ αθλητή σας';

/** GET /api/my-profile: the signed-in user's player profile (404 when there is none). */
export const ZMyProfileResponse = z.object({ data: ZPlayerSummary });
export type TMyProfileResponse = z.infer<typeof ZMyProfileResponse>;

/**
 * The answer of POST /api/my-profile, POST /api/confirm-player-info and POST
 * /api/player-phone-mismatch: a notice and the refreshed user.
 */
export const ZPlayerGateResponse = z.object({ message: z.string(), user: ZCurrentUser });
export type TPlayerGateResponse = z.infer<typeof ZPlayerGateResponse>;

/**
 * POST /api/confirm-player-info (empty body): the user confirms that the
 * player the platform found for the account (`potentialPlayerMatch`, shown
 * from `user.player`) is them; the server links the two for good.
 * POST /api/player-phone-mismatch (empty body): the user says it is not them;
 * the server flags `playerPhoneMismatch` and the team corrects the profile.
 */
export const ZEmptyRequest = z.object({}).strict();
