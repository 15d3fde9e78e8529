import { and, eq, ne, or } from 'drizzle-orm';
import { DRAW_NOTICES } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Tx } from '../../db/client.js';
import { groupParticipants, matches } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import {
  approvedEntrantOf,
  groupOf,
  groupParticipantsOf,
  insertMatchesAgainstMembers,
  lockGroupPhase,
  type EntrantChoice,
} from './change-groups.js';

// Withdrawals, alternates and cancelled matches while the group phase runs
// (issue 14, decision 037). A played result is never thrown away; a cancelled
// match is removed, as it will never be played.

async function memberOf(tx: Tx, groupId: number, groupParticipantId: number) {
  const [member] = await tx
    .select()
    .from(groupParticipants)
    .where(and(eq(groupParticipants.id, groupParticipantId), eq(groupParticipants.roundRobinGroupId, groupId)));
  if (!member) throw notFound();
  return member;
}

const matchesOf = (groupId: number, participationId: number) =>
  and(
    eq(matches.roundRobinGroupId, groupId),
    or(eq(matches.homeParticipationId, participationId), eq(matches.awayParticipationId, participationId)),
  );

/** Withdraws a participant: their unplayed group matches are cancelled, their played ones stay. */
export async function withdrawGroupParticipant(
  tx: Tx,
  categoryId: number,
  groupId: number,
  groupParticipantId: number,
  user: AuthUser,
): Promise<void> {
  const { category } = await lockGroupPhase(tx, categoryId, user);
  const group = await groupOf(tx, category.id, groupId);
  const member = await memberOf(tx, group.id, groupParticipantId);
  if (member.withdrawnAt) throw conflict(DRAW_NOTICES.alreadyWithdrawn);
  const cancelled = await tx
    .delete(matches)
    .where(and(matchesOf(group.id, member.participationId), ne(matches.state, 'concluded')))
    .returning({ id: matches.id });
  await tx.update(groupParticipants).set({ withdrawnAt: new Date() }).where(eq(groupParticipants.id, member.id));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-participant-withdrawn',
    newValues: {
      groupId: group.id,
      participationId: member.participationId,
      cancelledMatchIds: cancelled.map((m) => m.id),
    },
  });
}

/**
 * Brings an alternate (an approved entrant in no group) into a withdrawn
 * participant's place for the matches that were left: one against each member
 * still in the group whom the withdrawn participant had not played. A place
 * is taken once: a second alternate for it is refused.
 */
export async function bringInAlternate(
  tx: Tx,
  categoryId: number,
  groupId: number,
  groupParticipantId: number,
  user: AuthUser,
  body: EntrantChoice,
): Promise<void> {
  const locked = await lockGroupPhase(tx, categoryId, user);
  const { category } = locked;
  const group = await groupOf(tx, category.id, groupId);
  const withdrawn = await memberOf(tx, group.id, groupParticipantId);
  if (!withdrawn.withdrawnAt) throw conflict(DRAW_NOTICES.notWithdrawn);
  if (withdrawn.replacedByParticipationId !== null) throw conflict(DRAW_NOTICES.alreadyReplaced);
  const participationId = await approvedEntrantOf(tx, category.id, body);
  const placed = await groupParticipantsOf(tx, category.id);
  if (placed.some((p) => p.participationId === participationId)) throw conflict(DRAW_NOTICES.alreadyInGroup);
  const played = await tx
    .select({ home: matches.homeParticipationId, away: matches.awayParticipationId })
    .from(matches)
    .where(matchesOf(group.id, withdrawn.participationId));
  const met = new Set(played.flatMap((m) => [m.home, m.away]));
  const remaining = placed
    .filter((p) => p.roundRobinGroupId === group.id && p.withdrawnAt === null && !met.has(p.participationId))
    .map((p) => p.participationId);
  const position = Math.max(0, ...placed.filter((p) => p.roundRobinGroupId === group.id).map((p) => p.position)) + 1;
  await tx.insert(groupParticipants).values({ roundRobinGroupId: group.id, participationId, position });
  await tx
    .update(groupParticipants)
    .set({ replacedByParticipationId: participationId })
    .where(eq(groupParticipants.id, withdrawn.id));
  if (remaining.length > 0) await insertMatchesAgainstMembers(tx, locked, group.id, user, participationId, remaining);
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-alternate-added',
    newValues: { groupId: group.id, participationId, replaces: withdrawn.participationId, opponents: remaining },
  });
}

/** Cancels a group match that has no result: it is removed and counts for nobody. */
export async function cancelGroupMatch(
  tx: Tx,
  categoryId: number,
  groupId: number,
  matchId: number,
  user: AuthUser,
): Promise<void> {
  const { category } = await lockGroupPhase(tx, categoryId, user);
  const group = await groupOf(tx, category.id, groupId);
  const [match] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.roundRobinGroupId, group.id)))
    .for('update');
  if (!match) throw notFound();
  if (match.state === 'concluded') throw conflict(DRAW_NOTICES.matchHasResult);
  await tx.delete(matches).where(and(eq(matches.id, match.id), ne(matches.state, 'concluded')));
  await recordRevision(tx, {
    userId: user.id,
    entityType: 'tournament_categories',
    entityId: category.id,
    action: 'group-match-cancelled',
    oldValues: {
      groupId: group.id,
      matchId: match.id,
      home: match.homeParticipationId,
      away: match.awayParticipationId,
    },
  });
}
