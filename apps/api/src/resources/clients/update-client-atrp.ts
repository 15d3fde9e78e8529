import { eq } from 'drizzle-orm';
import type { AtrpLevel } from '@tennis/domain';
import { withTransaction, type Db } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { ResourceContext } from '../define-resource.js';
import { loadRow, presentRecord } from '../resource-plugin.js';
import { forbidden } from '../../lib/http-error.js';
import { clientResource } from './client-resource.js';

/**
 * POST /api/clients/{id}/update-atrp: the client's level lives on their
 * player, so every host and every championship registration sees the new one.
 */
export async function updateClientAtrp(db: Db, context: ResourceContext, clientId: number, atrp: AtrpLevel) {
  return withTransaction(db, async (tx) => {
    const row = (await loadRow(clientResource, context, tx, clientId, true)) as Parameters<
      typeof clientResource.present
    >[0];
    if (clientResource.policy.update(context.actor, row) !== true) throw forbidden();
    await tx.update(players).set({ atrp }).where(eq(players.id, row.player.id));
    await recordRevision(tx, {
      userId: context.actor.user?.id ?? null,
      entityType: 'players',
      entityId: row.player.id,
      action: 'atrp-updated',
      oldValues: { atrp: row.player.atrp },
      newValues: { atrp },
    });
    return presentRecord(clientResource, context, await loadRow(clientResource, context, tx, clientId));
  });
}
