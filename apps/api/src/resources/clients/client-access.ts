import { PLAYER_IDENTITY_LOCKED, type TReadOnlyFields } from '@tennis/contracts';
import { MAIN_HOST_ID } from '@tennis/contracts';
import { isAdmin } from '../../auth/backoffice-policy.js';
import type { Actor } from '../../auth/policy.js';

// Who may see and change what of a client entry (decision 017). An entry is a
// host's link to a player whom other hosts may share: the host owns its
// notes, its contact details and the ATRP it gives; the player's identity is
// changed by the player themself or an admin, and by a host only while the
// player is that host's alone.

/** Is the player someone else's too: an account of their own, another host's client, or in another host's events. */
export interface PlayerSharing {
  sharedPlayer: boolean;
}

/** The player's name, surname and gender: the fields a host may not change on a shared player. */
export const PLAYER_IDENTITY_FIELDS = ['gender', 'surname', 'name'] as const;

/** Whether this reader's change to the entry also changes the player behind it. */
export const changesPlayer = (reader: Actor, row: PlayerSharing): boolean => isAdmin(reader.user) || !row.sharedPlayer;

/** The identity fields the reader sees but may not change, with the reason the form shows. */
export const readOnlyFieldsFor = (reader: Actor, row: PlayerSharing): TReadOnlyFields =>
  changesPlayer(reader, row)
    ? {}
    : Object.fromEntries(PLAYER_IDENTITY_FIELDS.map((field) => [field, PLAYER_IDENTITY_LOCKED]));

/** A player's account is an admin's business, never a host's. */
export const seesAccounts = (reader: Actor): boolean => isAdmin(reader.user);

/** Wallets belong to the main organiser's relationship (spec 3: wallet links for host 1 and god mode). */
export const seesWallets = (reader: Actor): boolean => isAdmin(reader.user) || reader.user?.hostId === MAIN_HOST_ID;
