import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * GET /api/tournaments/{id}/conclusion-check: what concluding the tournament
 * would leave behind, so the back office says it before asking to confirm.
 * Matches not yet played (byes aside), by phase: the groups, the qualifiers and
 * the main draw (knockout).
 */
export const ZTournamentConclusionCheck = z.object({
  unplayed: z.object({ group: count, qualifier: count, knockout: count }),
  /** The three together. */
  total: count,
});
export type TTournamentConclusionCheck = z.infer<typeof ZTournamentConclusionCheck>;
export const ZTournamentConclusionCheckResponse = z.object({ data: ZTournamentConclusionCheck });
export type TTournamentConclusionCheckResponse = z.infer<typeof ZTournamentConclusionCheckResponse>;
