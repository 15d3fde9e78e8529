import { eq } from 'drizzle-orm';
import { participationsOpenAfter, type TournamentStateMove } from '@tennis/domain';
import type { TTournamentState } from '@tennis/contracts';
import type { Db } from '../db/client.js';
import { tournaments } from '../db/schema/index.js';
import { recordRevision } from '../lib/record-revision.js';
import { findTournamentForUpdate } from './lock-tournament.js';
import { assertParticipationsToggleAllowed, legalStateAfter } from './tournament-state.js';

/**
 * One step of the lifecycle. The row is locked before the state is read, so
 * two clicks on "next" move the tournament once and the second sees the new
 * state (and may legitimately move it again, or get its 409).
 */
export async function moveTournamentState(
  db: Db,
  tournamentId: number,
  move: TournamentStateMove,
  userId: number,
): Promise<TTournamentState> {
  return db.transaction(async (tx) => {
    const current = await findTournamentForUpdate(tx, tournamentId);
    const state = legalStateAfter(current.state, move);
    const participationsOpen = participationsOpenAfter(current.state, state, current.participationsOpen);
    // A draft becoming public is news for the host's players (decision 031).
    const publishedAt = current.state === 'draft' && state !== 'draft' ? new Date() : undefined;
    await tx
      .update(tournaments)
      .set({ state, participationsOpen, ...(publishedAt ? { publishedAt } : {}) })
      .where(eq(tournaments.id, tournamentId));
    await recordRevision(tx, {
      userId,
      entityType: 'tournaments',
      entityId: tournamentId,
      action: move === 'next' ? 'state-advanced' : 'state-reverted',
      oldValues: { state: current.state, participationsOpen: current.participationsOpen },
      newValues: { state, participationsOpen },
    });
    return state;
  });
}

export async function setParticipationsOpen(
  db: Db,
  tournamentId: number,
  open: boolean,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findTournamentForUpdate(tx, tournamentId);
    assertParticipationsToggleAllowed(current.state);
    if (current.participationsOpen === open) return;
    await tx.update(tournaments).set({ participationsOpen: open }).where(eq(tournaments.id, tournamentId));
    await recordRevision(tx, {
      userId,
      entityType: 'tournaments',
      entityId: tournamentId,
      action: open ? 'participations-opened' : 'participations-closed',
      oldValues: { participationsOpen: current.participationsOpen },
      newValues: { participationsOpen: open },
    });
  });
}
