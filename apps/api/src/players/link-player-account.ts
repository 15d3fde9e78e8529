import { eq } from 'drizzle-orm';
import {
  LINK_USER_REQUIRED,
  PLAYER_ALREADY_LINKED,
  PLAYER_NOT_LINKED,
  USER_ALREADY_HAS_PLAYER,
} from '@tennis/contracts';
import type { Actor } from '../auth/policy.js';
import { withTransaction, type Db, type Tx } from '../db/client.js';
import { players, users } from '../db/schema/index.js';
import { UNIQUE_VIOLATION, databaseErrorOf } from '../lib/database-error.js';
import { conflict, fieldError, notFound } from '../lib/http-error.js';
import { recordRevision } from '../lib/record-revision.js';
import { assertPlayerVerdict, canAdministerPlayers, mayLinkAccount } from './player-access.js';

// Linking a player to a user account and back (/players, spec 3 §4: unlinked
// becomes linked and back). The player row is locked, so two admins acting
// at once see each other's result; the unique user_id column answers for a
// user whom another player took in the meantime.

/** The player, locked for the change; 404 when there is none, 403 when the actor may not touch it. */
async function lockPlayer(tx: Tx, actor: Actor, playerId: number) {
  const [player] = await tx
    .select({ id: players.id, userId: players.userId })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!player) throw notFound();
  assertPlayerVerdict(actor, canAdministerPlayers(actor, 'players.link', player));
  return player;
}

export async function linkPlayerAccount(db: Db, actor: Actor, playerId: number, userId: number | null | undefined) {
  try {
    await withTransaction(db, async (tx) => {
      const player = await lockPlayer(tx, actor, playerId);
      if (userId === null || userId === undefined) throw fieldError('userId', LINK_USER_REQUIRED);
      if (player.userId !== null) throw conflict(PLAYER_ALREADY_LINKED);
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw notFound();
      assertPlayerVerdict(actor, mayLinkAccount(actor, userId));
      const [taken] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, userId));
      if (taken) throw conflict(USER_ALREADY_HAS_PLAYER);
      await tx.update(players).set({ userId }).where(eq(players.id, playerId));
      await recordRevision(tx, {
        userId: actor.user?.id ?? null,
        entityType: 'players',
        entityId: playerId,
        action: 'linked',
        oldValues: { userId: null },
        newValues: { userId },
      });
    });
  } catch (error) {
    // Another player took the account between the check and the write.
    if (databaseErrorOf(error)?.code === UNIQUE_VIOLATION) throw conflict(USER_ALREADY_HAS_PLAYER);
    throw error;
  }
}

export async function unlinkPlayerAccount(db: Db, actor: Actor, playerId: number) {
  await withTransaction(db, async (tx) => {
    const player = await lockPlayer(tx, actor, playerId);
    if (player.userId === null) throw conflict(PLAYER_NOT_LINKED);
    await tx.update(players).set({ userId: null }).where(eq(players.id, playerId));
    await recordRevision(tx, {
      userId: actor.user?.id ?? null,
      entityType: 'players',
      entityId: playerId,
      action: 'unlinked',
      oldValues: { userId: player.userId },
      newValues: { userId: null },
    });
  });
}
