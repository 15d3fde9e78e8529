import { eq } from 'drizzle-orm';
import type { AtrpLevel } from '@tennis/domain';
import { withTransaction, type Db } from '../../db/client.js';
import { clients, players } from '../../db/schema/index.js';
import { recordRevision } from '../../lib/record-revision.js';
import type { ResourceContext } from '../define-resource.js';
import { loadRow } from '../load-resource-row.js';
import { presentRecord } from '../present-resource-record.js';
import { forbidden } from '../../lib/http-error.js';
import { changesPlayer } from './client-access.js';
import { clientResource } from './client-resource.js';

/**
 * POST /api/clients/{id}/update-atrp: the level this host gives its client is
 * recorded on the entry, so one host never changes what another sees
 * (decision 017). It becomes the player's own level too (profile, matches,
 * every host's entry without a level of its own) when the actor may change
 * the player: an admin, or the host whose player it alone is.
 */
export async function updateClientAtrp(db: Db, context: ResourceContext, clientId: number, atrp: AtrpLevel) {
  return withTransaction(db, async (tx) => {
    const row = (await loadRow(clientResource, context, tx, clientId, true)) as Parameters<
      typeof clientResource.present
    >[0];
    const { actor } = context;
    if (clientResource.policy.update(actor, row) !== true) throw forbidden();
    const userId = actor.user?.id ?? null;
    await tx.update(clients).set({ atrp }).where(eq(clients.id, row.client.id));
    await recordRevision(tx, {
      userId,
      entityType: 'clients',
      entityId: row.client.id,
      action: 'atrp-updated',
      oldValues: { atrp: row.client.atrp },
      newValues: { atrp },
    });
    if (changesPlayer(actor, row)) {
      await tx.update(players).set({ atrp }).where(eq(players.id, row.player.id));
      await recordRevision(tx, {
        userId,
        entityType: 'players',
        entityId: row.player.id,
        action: 'atrp-updated',
        oldValues: { atrp: row.player.atrp },
        newValues: { atrp },
      });
    }
    return presentRecord(clientResource, context, await loadRow(clientResource, context, tx, clientId));
  });
}
