import { z } from 'zod';

/**
 * The back office's figures over a period (spec 3 §3 "Advanced stats") and
 * god mode's site traffic. Money travels in cents.
 */

/** Both ends are required: spec 3's warning when either is missing. */
export const ADVANCED_STATS_PERIOD_MISSING = 'Δεν έχετε επιλέξει διάστημα απο/έως';
/** A period longer than this is refused: the page is for seasons, not for the whole history at once. */
export const ADVANCED_STATS_MAX_DAYS = 3 * 366;

const isRealDay = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const day = z
  .string({ error: ADVANCED_STATS_PERIOD_MISSING })
  .min(1, ADVANCED_STATS_PERIOD_MISSING)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Μη έγκυρη ημερομηνία')
  .refine(isRealDay, 'Μη έγκυρη ημερομηνία');
const daysBetween = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/** GET /api/advanced-stats?start=YYYY-MM-DD&end=YYYY-MM-DD (Athens days, both included). */
export const ZAdvancedStatsQuery = z
  .object({ start: day, end: day })
  .refine(({ start, end }) => end >= start, {
    path: ['end'],
    message: 'Η ημερομηνία «έως» δεν μπορεί να είναι πριν από την «από»',
  })
  .refine(({ start, end }) => daysBetween(start, end) <= ADVANCED_STATS_MAX_DAYS, {
    path: ['end'],
    message: 'Το διάστημα δεν μπορεί να ξεπερνά τα τρία χρόνια',
  });
export type TAdvancedStatsQuery = z.infer<typeof ZAdvancedStatsQuery>;

const ZCountOf = z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() });
const ZZoneCost = z.object({ matches: z.number().int(), costCents: z.number().int() });

export const ZAdvancedStatsResponse = z.object({
  start: z.string(),
  end: z.string(),
  /** Played matches: concluded in the period, byes and walkovers left out. */
  totalMatches: z.number().int(),
  matchesPerClub: z.array(ZCountOf),
  matchesPerChampionship: z.array(ZCountOf),
  matchesPerTournament: z.array(ZCountOf),
  friendlyMatches: z.number().int(),
  matchesPerType: z.object({ singles: z.number().int(), doubles: z.number().int() }),
  /** Completed charges of the period not rolled back; null for a back office that keeps no wallets. */
  revenueCents: z.number().int().nullable(),
  revenuePerMatchCents: z.number().int().nullable(),
  revenuePerMatchPlayerCents: z.number().int().nullable(),
  /** What the played matches cost at each club whose costs this user sees (morning zone before 17:00, Athens). */
  clubCosts: z.array(
    z.object({
      clubId: z.number().int(),
      name: z.string(),
      morningZone: ZZoneCost,
      eveningZone: ZZoneCost,
      totalCents: z.number().int(),
    }),
  ),
  uniquePlayers: z.number().int(),
  /** Players whose first match on the platform is in the period. */
  firstTimers: z.number().int(),
  /** Every player of the period's matches, most matches first. */
  playerActivity: z.array(
    z.object({ id: z.number().int(), surname: z.string(), name: z.string(), matchCount: z.number().int() }),
  ),
});
export type TAdvancedStatsResponse = z.infer<typeof ZAdvancedStatsResponse>;

/** GET /api/admin/stats/site-traffic?month=YYYY-MM (default: this month, Athens). */
export const ZSiteTrafficQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Μη έγκυρος μήνας')
    .optional(),
});
export const ZSiteTrafficResponse = z.object({
  month: z.string(),
  /** Every day of the month: page visits (pages opened in a browser) and distinct visitors (by address). */
  days: z.array(z.object({ date: z.string(), visits: z.number().int(), visitors: z.number().int() })),
});
export type TSiteTrafficResponse = z.infer<typeof ZSiteTrafficResponse>;
