import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { doublesTeams, groupParticipants, matches, participations, roundRobinGroups } from '../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { loadApprovedEntrants } from './approved-entrants.js';
import { loadDrawEntrants } from './draw-entrants.js';
import { groupMatchValues } from './group-match-values.js';
import { lockCategory, type LockedCategory } from './lock-category.js';

// Changes to the groups while the group phase runs, each under the category
// lock; a played result is never thrown away, so groups and participants
// with results stay.

export async function lockGroupPhase(tx: Tx, categoryId: number, user: AuthUser) {
  const locked = await lockCategory(tx, categoryId, user);
  if (!locked.category.roundRobin || locked.category.roundRobinPhase !== 'group')
    throw conflict(DRAW_NOTICES.notInGroupPhase);
  return locked;
}

export async function groupOf(tx: Tx, categoryId: number, groupId: number) {
  const [group] = await tx
    .select()
    .from(roundRobinGroups)
    .where(and(eq(roundRobinGroups.id, groupId), eq(roundRobinGroups.tournamentCategoryId, categoryId)));
  if (!group) throw notFound();
  return group;
}

/** The category's group with the highest number, if it has any. */
async function lastGroupOf(tx: Tx, categoryId: number) {
  const [last] = await tx
    .select()
    .from(roundRobinGroups)
    .where(eq(roundRobinGroups.tournamentCategoryId, categoryId))
    .orderBy(desc(roundRobinGroups.groupNumber))
    .limit(1);
  return last;
}

const hasConcluded = async (tx: Tx, condition: ReturnType<typeof and>) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(and(condition, eq(matches.state, 'concluded')))
  )[0]!.n > 0;

/** Adds an empty group after the last one (at most 16). */
export async function addGroup(tx: Tx, categoryId: number, user: AuthUser): Promise<void> {
  const { category } = await lockGroupPhase(tx, categoryId, user);
  const last = await lastGroupOf(tx, category.id);
  const groupNumber = (last?.groupNumber ?? 0) + 1;
  if (groupNumber > 16) throw conflict(DRAW_NOTICES.tooManyGroups);
  await tx.insert(roundRobinGroups).values({ tournamentCategoryId: category.id, groupNumber });
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-added',
    newValues: { groupNumber },
  });
}

/** Deletes the last group with its matches, unless one of them has a result. */
export async function deleteLastGroup(tx: Tx, categoryId: number, groupId: number, user: AuthUser): Promise<void> {
  const { category } = await lockGroupPhase(tx, categoryId, user);
  const group = await groupOf(tx, category.id, groupId);
  const last = await lastGroupOf(tx, category.id);
  if (last?.id !== group.id) throw conflict(DRAW_NOTICES.onlyLastGroup);
  if (await hasConcluded(tx, eq(matches.roundRobinGroupId, group.id))) throw conflict(DRAW_NOTICES.groupHasResults);
  await tx.delete(roundRobinGroups).where(eq(roundRobinGroups.id, group.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-deleted',
    oldValues: { groupNumber: group.groupNumber },
  });
}

export type EntrantChoice = { participationId?: number | undefined; doublesTeamId?: number | undefined };

/** Puts an approved entrant who is in no group into this one, with a match against each member. */
export async function addGroupParticipant(
  tx: Tx,
  categoryId: number,
  groupId: number,
  user: AuthUser,
  body: EntrantChoice,
): Promise<void> {
  const locked = await lockGroupPhase(tx, categoryId, user);
  const { category } = locked;
  const group = await groupOf(tx, category.id, groupId);
  const participationId = await approvedEntrantOf(tx, category.id, body);
  const placed = await groupParticipantsOf(tx, category.id);
  if (placed.some((p) => p.participationId === participationId)) throw conflict(DRAW_NOTICES.alreadyInGroup);
  const members = placed.filter((p) => p.roundRobinGroupId === group.id);
  const position = Math.max(0, ...members.map((m) => m.position)) + 1;
  await tx.insert(groupParticipants).values({ roundRobinGroupId: group.id, participationId, position });
  if (members.length > 0)
    await insertMatchesAgainstMembers(
      tx,
      locked,
      group.id,
      user,
      participationId,
      // A withdrawn member plays no more matches.
      members.filter((m) => m.withdrawnAt === null).map((m) => m.participationId),
    );
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-participant-added',
    newValues: { groupId: group.id, participationId },
  });
}

/**
 * The participation the form names, directly or by its doubles team (the
 * team's player 1's row); 422 on the field used unless it is an approved entrant.
 */
export async function approvedEntrantOf(tx: Tx, categoryId: number, body: EntrantChoice): Promise<number> {
  let participationId = body.participationId;
  if (participationId === undefined && body.doublesTeamId !== undefined) {
    const [row] = await tx
      .select({ id: participations.id })
      .from(participations)
      .innerJoin(doublesTeams, eq(doublesTeams.id, participations.doublesTeamId))
      .where(
        and(
          eq(participations.tournamentCategoryId, categoryId),
          eq(participations.doublesTeamId, body.doublesTeamId),
          eq(participations.playerId, doublesTeams.player1Id),
        ),
      );
    participationId = row?.id;
  }
  const entrants = await loadApprovedEntrants(tx, categoryId);
  if (participationId === undefined || !entrants.some((e) => e.participationId === participationId)) {
    throw fieldError(
      body.doublesTeamId !== undefined ? 'doublesTeamId' : 'participationId',
      DRAW_NOTICES.notAnApprovedEntrant,
    );
  }
  return participationId;
}

/** Everyone placed in any group of the category. */
export async function groupParticipantsOf(tx: Tx, categoryId: number) {
  const groupIds = (
    await tx
      .select({ id: roundRobinGroups.id })
      .from(roundRobinGroups)
      .where(eq(roundRobinGroups.tournamentCategoryId, categoryId))
  ).map((g) => g.id);
  return tx.select().from(groupParticipants).where(inArray(groupParticipants.roundRobinGroupId, groupIds));
}

/** The newcomer's group matches: one against each member already in the group. */
export async function insertMatchesAgainstMembers(
  tx: Tx,
  locked: LockedCategory,
  groupId: number,
  user: AuthUser,
  participationId: number,
  memberIds: number[],
): Promise<void> {
  const people = await loadDrawEntrants(tx, [participationId, ...memberIds]);
  await tx
    .insert(matches)
    .values(
      memberIds.map((memberId) =>
        groupMatchValues(locked, groupId, user.id, { home: memberId, away: participationId }, people),
      ),
    );
}

/** Takes a participant out of the group with their matches, unless one of them has a result. */
export async function removeGroupParticipant(
  tx: Tx,
  categoryId: number,
  groupId: number,
  groupParticipantId: number,
  user: AuthUser,
): Promise<void> {
  const { category } = await lockGroupPhase(tx, categoryId, user);
  const group = await groupOf(tx, category.id, groupId);
  const [member] = await tx
    .select()
    .from(groupParticipants)
    .where(and(eq(groupParticipants.id, groupParticipantId), eq(groupParticipants.roundRobinGroupId, group.id)));
  if (!member) throw notFound();
  const theirs = and(
    eq(matches.roundRobinGroupId, group.id),
    or(
      eq(matches.homeParticipationId, member.participationId),
      eq(matches.awayParticipationId, member.participationId),
    ),
  );
  if (await hasConcluded(tx, theirs)) throw conflict(DRAW_NOTICES.participantHasResults);
  await tx.delete(matches).where(theirs);
  await tx.delete(groupParticipants).where(eq(groupParticipants.id, member.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-participant-removed',
    oldValues: { groupId: group.id, participationId: member.participationId },
  });
}

/**
 * Names a group (issue 14: "Group names are editable"); null gives back its
 * letter. Allowed in either phase (a name changes no result), but not in an
 * archived tournament (lockCategory).
 */
export async function renameGroup(
  tx: Tx,
  categoryId: number,
  groupId: number,
  user: AuthUser,
  nickname: string | null,
): Promise<void> {
  const { category } = await lockCategory(tx, categoryId, user);
  const group = await groupOf(tx, category.id, groupId);
  await tx.update(roundRobinGroups).set({ nickname }).where(eq(roundRobinGroups.id, group.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-renamed',
    oldValues: { groupId: group.id, nickname: group.nickname },
    newValues: { groupId: group.id, nickname },
  });
}
