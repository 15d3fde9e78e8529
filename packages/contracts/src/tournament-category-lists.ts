import { z } from 'zod';
import { ZMatch } from './match.js';
import { ZEntryStatus } from './participation.js';

/**
 * GET /api/tournaments/{hostSlug}/{tournamentSlug}/category-lists: the landing
 * page's entry list and latest results of each visible category.
 */

/** One accepted entrant: a player, or a doubles pair named "A / B". */
export const ZCategoryEntry = z.object({
  participationId: z.number().int(),
  displayName: z.string(),
  players: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
  seed: z.number().int().nullable(),
  entryStatus: ZEntryStatus,
});
export type TCategoryEntry = z.infer<typeof ZCategoryEntry>;

export const ZCategoryLists = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['singles', 'doubles']),
  /** The TODS code of the format its matches are played in. */
  matchFormat: z.string(),
  initialized: z.boolean(),
  /** Approved entrants, seeds first, then by name. */
  entries: z.array(ZCategoryEntry),
  /** The latest played matches (byes left out), newest first. */
  results: z.array(ZMatch),
});
export type TCategoryLists = z.infer<typeof ZCategoryLists>;

export const ZCategoryListsResponse = z.object({ data: z.array(ZCategoryLists) });
export type TCategoryListsResponse = z.infer<typeof ZCategoryListsResponse>;

/** How many results a category shows on the landing page; the draw has the rest. */
export const LANDING_RESULTS_PER_CATEGORY = 8;
