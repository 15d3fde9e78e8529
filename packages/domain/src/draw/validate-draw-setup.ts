import { drawSizeOptions } from './compute-draw-size.js';
import { DRAW_MESSAGES } from './draw-messages.js';
import { seedCount } from './seed-count.js';

export interface DrawSetupInput {
  /** Primary participations of the category (see `primaryParticipations`). */
  primary: number;
  qualifierMatches: number;
  drawSize: number;
}

export interface DrawSetupIssue {
  field: 'qualifierMatches' | 'drawSize';
  message: string;
}

/**
 * Checks the knockout part of the initialisation dialog: one of the two offered
 * draw sizes, and a whole, non-negative number of qualifier matches that still
 * leaves a line for every seed (a halved draw can run out of lines). An empty
 * list means `buildKnockoutDraw` can make the draw.
 */
export function validateDrawSetup({ primary, qualifierMatches, drawSize }: DrawSetupInput): DrawSetupIssue[] {
  if (!Number.isInteger(qualifierMatches) || qualifierMatches < 0) {
    return [{ field: 'qualifierMatches', message: DRAW_MESSAGES.invalidQualifierMatches }];
  }
  if (!drawSizeOptions(primary, qualifierMatches).includes(drawSize)) {
    return [{ field: 'drawSize', message: DRAW_MESSAGES.invalidDrawSize }];
  }
  if (qualifierMatches > drawSize - Math.min(seedCount(drawSize), primary)) {
    return [{ field: 'qualifierMatches', message: DRAW_MESSAGES.invalidQualifierMatches }];
  }
  return [];
}
