import type { TCategoryDraw, TInitializeDrawRequest } from '@tennis/contracts';

/** The initialisation dialog's values: both formats' fields live in one form, only the chosen one is sent. */
export type InitializeDrawValues = {
  format: 'knockout' | 'roundRobin';
  drawSize: number;
  qualifierMatches: number;
  groupCount: number;
  groupSize: number;
  drawFollowUp: '' | 'knockout' | 'none';
  drawFollowUpSize: number;
};

/** The fields the server's refusals may name. */
export const INITIALIZE_DRAW_FIELDS = [
  'drawSize',
  'qualifierMatches',
  'groupCount',
  'groupSize',
  'drawFollowUp',
  'drawFollowUpSize',
] as const;
export type InitializeDrawField = (typeof INITIALIZE_DRAW_FIELDS)[number];

/** A knockout of the first size offered, with no qualifiers; one group of four if groups are chosen. */
export const initializeDrawDefaults = (draw: Pick<TCategoryDraw, 'drawSizeOptions'>): InitializeDrawValues => ({
  format: 'knockout',
  drawSize: draw.drawSizeOptions[0] ?? 4,
  qualifierMatches: 0,
  groupCount: 1,
  groupSize: 4,
  drawFollowUp: '',
  drawFollowUpSize: 4,
});

/** The request for the chosen format; a follow-up size is sent only when a knockout follows the groups. */
export function initializeDrawBody(values: InitializeDrawValues): TInitializeDrawRequest {
  return values.format === 'knockout'
    ? { drawSize: values.drawSize, qualifierMatches: values.qualifierMatches }
    : {
        roundRobin: true,
        groupCount: values.groupCount,
        groupSize: values.groupSize,
        drawFollowUp: values.drawFollowUp === '' ? null : values.drawFollowUp,
        drawFollowUpSize: values.drawFollowUp === 'knockout' ? values.drawFollowUpSize : null,
      };
}
