import { z } from 'zod';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 20;
export const NO_RESULTS = 'Δε βρέθηκαν αποτελέσματα';

export const ZGlobalSearchQuery = z.object({
  q: z.string().max(100),
  scope: z.enum(['all', 'players']).default('all'),
});

export const ZSearchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** GET /api/global-search: at most 20 hits in all, grouped by kind. */
export const ZGlobalSearchResponse = z.object({
  data: z.object({
    players: z.array(ZSearchHit),
    tournaments: z.array(ZSearchHit),
    championships: z.array(ZSearchHit),
  }),
});
export type TGlobalSearchResponse = z.infer<typeof ZGlobalSearchResponse>;

/** GET /api/universe/search-player: the opponent lookup (spec 3 §7); the field accepts free text beside the hits. */
export const ZUniversePlayerSearchQuery = z.object({ q: z.string().max(100).default('') });
export const ZUniversePlayerSearchResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), label: z.string() })).max(SEARCH_MAX_RESULTS),
});
export type TUniversePlayerSearchResponse = z.infer<typeof ZUniversePlayerSearchResponse>;
