import { and, eq } from 'drizzle-orm';
import { PLAYER_IDENTITY_LOCKED, type TClientStoreRequest } from '@tennis/contracts';
import { MAIN_HOST_ID } from '@tennis/contracts';
import type { Actor } from '../../auth/policy.js';
import type { Tx } from '../../db/client.js';
import { clients, players } from '../../db/schema/index.js';
import { HttpError, fieldError } from '../../lib/http-error.js';
import { recordRevision } from '../../lib/record-revision.js';
import { findPlayerByPhone, lockPlayerPhone } from '../../players/player-by-phone.js';
import { PLAYER_IDENTITY_FIELDS, changesPlayer, type PlayerSharing } from './client-access.js';

// The writes of the client register (decision 017): a new entry links the
// player known by the phone, or creates one; an update writes the host's own
// fields, and the player's only for those who may change the player.

export const CLIENT_EXISTS = 'Ο πελάτης υπάρχει ήδη στο πελατολόγιο';

/** The host whose register an actor writes to: their own, or the main organiser's for an admin. */
const registerHostOf = (actor: Actor): number => actor.user?.hostId ?? MAIN_HOST_ID;

const contactOf = (input: TClientStoreRequest) => ({
  countryCallingCode: input.countryCallingCode,
  phone: input.phone,
  email: input.email ?? null,
});

const identityOf = (input: TClientStoreRequest) => ({
  name: input.name,
  surname: input.surname,
  displayName: `${input.name} ${input.surname}`,
  gender: input.gender,
});

/**
 * The player behind a new entry: the one already known by this phone (the
 * same person may be a client of several hosts, and keeps one profile, one
 * wallet and one match history), or a new one with the typed details. The
 * phone is locked for the transaction, so two requests adding the same new
 * person at once cannot create two players: the second finds the first's.
 */
async function playerFor(tx: Tx, input: TClientStoreRequest): Promise<number> {
  // Without a phone (a foreign player, a junior) nothing identifies the person: a new player.
  if (input.phone !== null) {
    await lockPlayerPhone(tx, input.countryCallingCode, input.phone);
    const known = await findPlayerByPhone(tx, input.countryCallingCode, input.phone);
    if (known) return known.id;
  }
  const [created] = await tx
    .insert(players)
    .values({ ...identityOf(input), ...contactOf(input) })
    .returning({ id: players.id });
  if (!created) throw new Error('player insert returned no row');
  return created.id;
}

/**
 * POST /api/clients: the entry of the actor's host, with the host's own
 * contact details and notes. A known player's identity is left as it is.
 */
export async function insertClient(tx: Tx, actor: Actor, input: TClientStoreRequest): Promise<number> {
  const hostId = registerHostOf(actor);
  const playerId = await playerFor(tx, input);
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.hostId, hostId), eq(clients.playerId, playerId)));
  if (existing) throw fieldError('phone', CLIENT_EXISTS);
  const [created] = await tx
    .insert(clients)
    .values({
      hostId,
      playerId,
      notes: input.notes ?? null,
      ...contactOf(input),
      createdByUserId: actor.user?.id ?? null,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error('client insert returned no row');
  return created.id;
}

type PlayerIdentity = Pick<typeof players.$inferSelect, 'id' | 'name' | 'surname' | 'gender'>;

/**
 * PUT /api/clients/{id}: the entry takes the notes and contact details. The
 * player takes the identity and contact details too when the actor may
 * change the player (an admin, or the host whose player it alone is);
 * otherwise a changed name, surname or gender is refused with 403.
 */
export async function updateClient(
  tx: Tx,
  actor: Actor,
  row: PlayerSharing & { client: { id: number }; player: PlayerIdentity },
  input: TClientStoreRequest,
): Promise<void> {
  const { client, player } = row;
  if (changesPlayer(actor, row)) {
    const identity = identityOf(input);
    await tx
      .update(players)
      .set({ ...identity, ...contactOf(input) })
      .where(eq(players.id, player.id));
    if (PLAYER_IDENTITY_FIELDS.some((field) => identity[field] !== player[field])) {
      await recordRevision(tx, {
        userId: actor.user?.id ?? null,
        entityType: 'players',
        entityId: player.id,
        action: 'identity-updated',
        oldValues: { name: player.name, surname: player.surname, gender: player.gender },
        newValues: { name: identity.name, surname: identity.surname, gender: identity.gender },
      });
    }
  } else {
    const changed = PLAYER_IDENTITY_FIELDS.filter((field) => input[field] !== player[field]);
    if (changed.length > 0)
      throw new HttpError(
        403,
        PLAYER_IDENTITY_LOCKED,
        Object.fromEntries(changed.map((field) => [field, [PLAYER_IDENTITY_LOCKED]])),
      );
  }
  await tx
    .update(clients)
    .set({ notes: input.notes ?? null, ...contactOf(input) })
    .where(eq(clients.id, client.id));
}
