import { sql } from 'drizzle-orm';
import { CHAMPIONSHIP_MESSAGES, type TChampionshipRegistrationRequest } from '@tennis/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import { withTransaction, type Db } from '../../db/client.js';
import { championshipParticipations } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { findUserPlayer, participatesIn } from './load-landing.js';
import { registrationRefusal } from './registration-refusal.js';

/**
 * A player's own registration (spec 3 §4, §5): a pending participation the
 * back office approves later with an ATRP. The championship row is locked
 * and the (championship, player) pair is unique, so a double click creates
 * one participation and the second request answers 409.
 */
export async function registerParticipation(
  db: Db,
  championshipId: number,
  user: AuthUser,
  input: TChampionshipRegistrationRequest,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.execute<{ participationsOpen: boolean; gender: number }>(sql`
      select participations_open as "participationsOpen", gender from championships
      where id = ${championshipId} and state <> 'draft' for update`);
    const championship = rows[0];
    if (!championship) throw notFound();
    const player = await findUserPlayer(tx, user.id);
    if (!player) throw new HttpError(403, CHAMPIONSHIP_MESSAGES.playerProfileRequired);
    const refusal = registrationRefusal({
      participationsOpen: championship.participationsOpen,
      championshipGender: championship.gender,
      player,
      alreadyParticipates: await participatesIn(tx, championshipId, player.id),
    });
    if (refusal) throw new HttpError(refusal.status, refusal.message);

    const values = {
      championshipId,
      playerId: player.id,
      state: 'pending' as const,
      preferredSurface: input.preferredSurface ?? null,
      registrationNotes: input.registrationNotes || null,
      termsAcceptedAt: new Date(),
      contactPermissionGranted: true,
      registeredByUserId: user.id,
    };
    const [created] = await tx
      .insert(championshipParticipations)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: championshipParticipations.id });
    if (!created) throw new HttpError(409, CHAMPIONSHIP_MESSAGES.alreadyParticipating);
    await recordRevision(tx, {
      userId: user.id,
      entityType: 'championship_participations',
      entityId: created.id,
      action: 'created',
      newValues: { ...values, termsAcceptedAt: values.termsAcceptedAt.toISOString() },
    });
    return created.id;
  });
}
