import { z } from 'zod';
import { ZId } from './common.js';

/** The Greek texts of the match-worth preview. */
export const MATCH_WORTH_MESSAGES = {
  notApplicable: 'Η αξία υπολογίζεται μόνο για αγώνες κανονικής περιόδου πρωταθλήματος που δεν έχουν παιχτεί.',
  notRanked: 'Οι δύο παίκτες πρέπει να είναι εγκεκριμένοι συμμετέχοντες του πρωταθλήματος με ATRP.',
} as const;

const ZRankChange = z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() });

/** What a win would give one side: computed on a copy of the season, never stored. */
export const ZSideWorth = z.object({
  playerId: z.number().int(),
  displayName: z.string(),
  winValue: z.number().int(),
  pointsGained: z.number().int(),
  entersBestFifteen: z.boolean(),
  open: ZRankChange,
  under: ZRankChange.nullable(),
  race: ZRankChange,
});
export type TSideWorth = z.infer<typeof ZSideWorth>;

export const ZMatchWorthResponse = z.object({
  data: z.object({
    /** Null for a pairing not scheduled yet (the schedule screen's preview). */
    matchId: z.number().int().nullable(),
    /** `YYYY-MM`: the month whose race the preview counts. */
    raceMonth: z.string(),
    home: ZSideWorth,
    away: ZSideWorth,
  }),
});
export type TMatchWorthResponse = z.infer<typeof ZMatchWorthResponse>;

/** Two players of a championship the back office is about to pair: what a win would give each. */
export const ZPairWorthQuery = z.object({ homePlayerId: ZId, awayPlayerId: ZId });
