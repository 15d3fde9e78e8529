import { ROUND_ROBIN_MESSAGES, type RoundRobinIssue } from './round-robin-messages.js';

/** What follows the groups: a knockout draw of their best, or nothing (the groups decide the category). */
export type GroupFollowUp = 'knockout' | 'none';

/** Spec 2 §9: 1–16 groups of 3–8, a knockout of 2, 4, 8 or 16 after them. */
export const GROUP_COUNT_LIMITS = { min: 1, max: 16 } as const;
export const GROUP_SIZE_LIMITS = { min: 3, max: 8 } as const;
export const KNOCKOUT_FOLLOW_UP_SIZES = [2, 4, 8, 16] as const;

export interface GroupSetupInput {
  groupCount: number;
  groupSize: number;
  /** Null or absent until the organiser picks a policy. */
  followUp: GroupFollowUp | null | undefined;
  /** Needed only when a knockout follows. */
  drawFollowUpSize?: number | null;
}

/**
 * Checks the round-robin part of the initialisation dialog. Each issue names
 * the field of the initialisation payload it refuses (groupCount, groupSize,
 * drawFollowUp, drawFollowUpSize); an empty list means the setup is valid.
 */
export function validateGroupSetup({
  groupCount,
  groupSize,
  followUp,
  drawFollowUpSize,
}: GroupSetupInput): RoundRobinIssue[] {
  const issues: RoundRobinIssue[] = [];
  if (!withinLimits(groupCount, GROUP_COUNT_LIMITS)) {
    issues.push({ field: 'groupCount', message: ROUND_ROBIN_MESSAGES.invalidGroups });
  }
  if (!withinLimits(groupSize, GROUP_SIZE_LIMITS)) {
    issues.push({ field: 'groupSize', message: ROUND_ROBIN_MESSAGES.invalidGroups });
  }
  if (followUp !== 'knockout' && followUp !== 'none') {
    issues.push({ field: 'drawFollowUp', message: ROUND_ROBIN_MESSAGES.followUpRequired });
  } else if (followUp === 'knockout' && !isKnockoutFollowUpSize(drawFollowUpSize)) {
    issues.push({ field: 'drawFollowUpSize', message: ROUND_ROBIN_MESSAGES.knockoutSizeRequired });
  }
  return issues;
}

export function isKnockoutFollowUpSize(
  size: number | null | undefined,
): size is (typeof KNOCKOUT_FOLLOW_UP_SIZES)[number] {
  return KNOCKOUT_FOLLOW_UP_SIZES.some((allowed) => allowed === size);
}

function withinLimits(value: number, limits: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= limits.min && value <= limits.max;
}
