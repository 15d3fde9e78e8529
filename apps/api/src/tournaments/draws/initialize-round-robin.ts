import { DRAW_NOTICES } from '@tennis/contracts';
import {
  buildRoundRobinSchedule,
  distributeIntoGroups,
  DRAW_MESSAGES,
  groupSeedCount,
  isCategoryInitialisable,
  validateGroupSetup,
  type GroupFollowUp,
} from '@tennis/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { groupParticipants, matches, roundRobinGroups } from '../../db/schema/index.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadDrawEntrants, type DrawEntrant } from './draw-entrants.js';
import { groupMatchValues } from './group-match-values.js';
import { lockCategory, type LockedCategory } from './lock-category.js';
import { markCategoryInitialized } from './mark-category-initialized.js';

export interface GroupSetupRequest {
  groupCount?: number | undefined;
  groupSize?: number | undefined;
  drawFollowUp?: GroupFollowUp | null | undefined;
  drawFollowUpSize?: number | null | undefined;
}

/**
 * Makes the groups of a round-robin category: seeds spread one a group, the
 * rest distributed (domain distributeIntoGroups), and every pair of a group
 * given its match (circle method). Irreversible like a draw, under the same lock.
 */
export async function initializeRoundRobin(
  tx: Tx,
  categoryId: number,
  user: AuthUser,
  request: GroupSetupRequest,
): Promise<void> {
  const locked = await lockCategory(tx, categoryId, user);
  const { category } = locked;
  if (category.state !== 'uninitialized') throw conflict(DRAW_NOTICES.alreadyInitialized);
  const setup = checkedGroupSetup(request);
  const entrants = await loadApprovedEntrants(tx, category.id);
  if (!isCategoryInitialisable(entrants.length)) throw conflict(DRAW_MESSAGES.notEnoughApprovedParticipations);
  // Two seeds a group at most; seeds beyond that are drawn like everyone else.
  const seeded = entrants
    .filter((e) => e.seed !== null)
    .sort((a, b) => (a.seed as number) - (b.seed as number))
    .slice(0, groupSeedCount(setup.groupCount));
  const seededIds = new Set(seeded.map((e) => e.participationId));
  const { groups } = distributeIntoGroups({
    groupCount: setup.groupCount,
    groupSize: setup.groupSize,
    seeded: seeded.map((e) => e.participationId),
    unseeded: entrants.filter((e) => !seededIds.has(e.participationId)).map((e) => e.participationId),
  });
  const people = await loadDrawEntrants(
    tx,
    entrants.map((e) => e.participationId),
  );
  for (const [index, members] of groups.entries()) await insertGroup(tx, locked, user, index + 1, members, people);
  await markCategoryInitialized(tx, user, category, {
    roundRobin: true,
    roundRobinPhase: 'group',
    groupCount: setup.groupCount,
    groupSize: setup.groupSize,
    drawFollowUp: setup.followUp === 'knockout',
    drawFollowUpSize: setup.followUp === 'knockout' ? setup.drawFollowUpSize : null,
  });
}

/** The form's group setup, 422 with every issue under its field when the domain refuses it. */
function checkedGroupSetup(request: GroupSetupRequest) {
  const setup = {
    groupCount: request.groupCount ?? 0,
    groupSize: request.groupSize ?? 0,
    followUp: request.drawFollowUp,
    drawFollowUpSize: request.drawFollowUpSize ?? null,
  };
  const issues = validateGroupSetup(setup);
  if (issues.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
    throw new HttpError(422, issues[0]!.message, errors);
  }
  return setup;
}

/** One group: its row, its members in order and a match for every pair of them. */
async function insertGroup(
  tx: Tx,
  locked: LockedCategory,
  user: AuthUser,
  groupNumber: number,
  members: readonly number[],
  people: ReadonlyMap<number, DrawEntrant>,
): Promise<void> {
  const [group] = await tx
    .insert(roundRobinGroups)
    .values({ tournamentCategoryId: locked.category.id, groupNumber })
    .returning({ id: roundRobinGroups.id });
  if (members.length === 0) return;
  await tx.insert(groupParticipants).values(
    members.map((participationId, position) => ({
      roundRobinGroupId: group!.id,
      participationId,
      position: position + 1,
    })),
  );
  const pairs = buildRoundRobinSchedule(members.length).flat();
  if (pairs.length === 0) return;
  // The schedule names members by their 1-based position in the group.
  const entrantAt = (position: number) => members[position - 1]!;
  await tx
    .insert(matches)
    .values(
      pairs.map(([home, away]) =>
        groupMatchValues(locked, group!.id, user.id, { home: entrantAt(home), away: entrantAt(away) }, people),
      ),
    );
}
