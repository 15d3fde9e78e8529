import { z } from 'zod';
import { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, ZDateTime, ZId, listResponse } from './common.js';
import { ZMatch, ZMatchKind } from './match.js';
import { ZSurface } from './surface.js';

// A player's public profile, their matches and their statistics (spec 3 §2
// Players, §3 Player, §7 "Player details load"). Friendly matches are seen
// only by the player themself and never count in form or statistics.

export const PLAYER_MESSAGES = {
  notFound: 'Ο αθλητής δε βρέθηκε',
} as const;

/** A flag in a query string: `1`/`true` on, `0`/`false` or absent off. */
const ZQueryFlag = z.enum(['0', '1', 'true', 'false']).optional();
export const isFlagOn = (flag: string | undefined): boolean => flag === '1' || flag === 'true';

/** GET /api/players/{id}: what to include beside the jumbotron's basics, so one call serves each page. */
export const ZPlayerDetailsQuery = z.object({
  /** The championship whose rank and ball history are meant; default the player's latest. */
  championshipId: ZId.optional(),
  includeRecentResults: ZQueryFlag,
  includeAchievements: ZQueryFlag,
  includeCurrentForm: ZQueryFlag,
  includeCurrentRank: ZQueryFlag,
  includeAvailability: ZQueryFlag,
  includeWalletInfo: ZQueryFlag,
});
export type TPlayerDetailsQuery = z.infer<typeof ZPlayerDetailsQuery>;

export const ZFormResult = z.enum(['W', 'L']);

export const ZPlayerAchievement = z.object({
  id: z.number().int(),
  key: z.string(),
  family: z.string(),
  /** 1 primary, 2 teal, 3 warning, 4 danger. */
  tier: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  achievedAt: ZDateTime,
});
export type TPlayerAchievement = z.infer<typeof ZPlayerAchievement>;

/** The OPEN and UNDER 2.5 places in one championship (null: not ranked in that table). */
export const ZPlayerRank = z.object({
  championship: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  open: z.number().int().nullable(),
  under: z.number().int().nullable(),
});
export type TPlayerRank = z.infer<typeof ZPlayerRank>;

export const ZAvailabilityEvent = z.object({
  id: z.number().int(),
  start: ZDateTime,
  end: ZDateTime,
  clubId: z.number().int().nullable(),
});

/** The wallet as its owner and the back office see it; absent for everyone else. */
export const ZPlayerWalletInfo = z.object({
  hasWallet: z.boolean(),
  /** `12,50 ATC`. */
  balance: z.string(),
  /** In ATC (cents / 100). */
  numericBalance: z.number(),
});

export const ZPlayerDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  displayName: z.string(),
  gender: z.union([z.literal(0), z.literal(1)]),
  /** Null: not rated yet (shown as 0.0). */
  atrp: z.number().nullable(),
  profilePictureUrl: z.string().nullable(),
  createdAt: ZDateTime,
  /** Phone and e-mail: only for the player themself and the administrators; null for everyone else. */
  contact: z
    .object({ countryCallingCode: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  /** The viewer is this player. */
  self: z.boolean(),
  /** Years in which the player has matches, newest first (the year filters' options). */
  years: z.array(z.number().int()),
  nextMatch: ZMatch.nullable(),
  lastMatch: ZMatch.nullable(),
  /** With includeRecentResults: the latest five concluded matches, newest first. */
  recentResults: z.array(ZMatch).optional(),
  /** With includeCurrentForm: the last five results, newest first. */
  currentForm: z.array(ZFormResult).optional(),
  /** With includeCurrentRank: in the given championship, else the latest one the player is approved in. */
  currentRank: ZPlayerRank.nullable().optional(),
  /** With includeAchievements: the latest unlocked ones, newest first, and how many of the catalogue are unlocked. */
  achievements: z.array(ZPlayerAchievement).optional(),
  achievementsCompletion: z.object({ unlocked: z.number().int(), total: z.number().int() }).optional(),
  /** With championshipId: the championship matches the player brought the balls to. */
  championship: z.object({ id: z.number().int(), balls: z.number().int() }).optional(),
  /** With includeAvailability, for those who may read it (decision 028): the coming availability events. */
  availability: z.array(ZAvailabilityEvent).optional(),
  /** With includeWalletInfo, for those allowed only (the player, host 1's back office, god mode). */
  wallet: ZPlayerWalletInfo.optional(),
  /** viewAvailability: the viewer may open the player's availability calendar. */
  permissions: z.object({ viewWallet: z.boolean(), viewAvailability: z.boolean() }),
});
export type TPlayerDetails = z.infer<typeof ZPlayerDetails>;

export const ZPlayerDetailsResponse = z.object({ data: ZPlayerDetails });
export type TPlayerDetailsResponse = z.infer<typeof ZPlayerDetailsResponse>;

const ZYear = z.coerce.number().int().min(1990, 'Μη έγκυρο έτος').max(2100, 'Μη έγκυρο έτος');

/** GET /api/players/{id}/matches: newest first, filtered by year and kind. */
export const ZPlayerMatchesQuery = z.object({
  year: ZYear.optional(),
  kind: ZMatchKind.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(DEFAULT_PAGE_LENGTH),
});
export type TPlayerMatchesQuery = z.infer<typeof ZPlayerMatchesQuery>;

export const ZPlayerMatchList = listResponse(ZMatch);
export type TPlayerMatchList = z.infer<typeof ZPlayerMatchList>;

/** GET /api/players/{id}/stats (spec 3 §7): monthly wins and losses of a year, and per surface. */
export const ZPlayerStatsQuery = z.object({
  /** Default: the current year (Athens). */
  year: ZYear.optional(),
  includeResultsPerSurface: ZQueryFlag,
  /** Only this surface in resultsPerSurface; default clay and hard. */
  surface: ZSurface.optional(),
});
export type TPlayerStatsQuery = z.infer<typeof ZPlayerStatsQuery>;

export const ZWinLoss = z.object({ wins: z.number().int(), losses: z.number().int() });

export const ZPlayerStats = z.object({
  year: z.number().int(),
  /** Twelve entries, January first. */
  monthly: z.array(ZWinLoss.extend({ month: z.number().int() })),
  /** With includeResultsPerSurface: the year's results on each surface asked for. */
  resultsPerSurface: z.array(ZWinLoss.extend({ surface: ZSurface })).optional(),
});
export type TPlayerStats = z.infer<typeof ZPlayerStats>;

export const ZPlayerStatsResponse = z.object({ data: ZPlayerStats });
export type TPlayerStatsResponse = z.infer<typeof ZPlayerStatsResponse>;
