import { and, eq, sql } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import {
  DEFAULT_CALLING_CODE,
  MAIN_HOST_ID,
  ZClientEntry,
  ZClientStoreRequest,
  type TClientEntry,
} from '@tennis/contracts';
import { isBackoffice, managedHostsCondition } from '../../auth/backoffice-policy.js';
import type { Actor } from '../../auth/policy.js';
import { playerPictureUrl } from '../../lib/public-file-urls.js';
import type { DbOrTx } from '../../db/client.js';
import { clients, players, wallets } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { GENDER_OPTIONS, createdAtField, field, idField } from '../fields.js';
import { booleanFilter, textFilter, textSort } from '../filters.js';
import { CLIENT_NOTES, pick, sampleEmail, sampleMobile, samplePerson } from '../greek-samples.js';
import { readOnlyFieldsFor, seesAccounts, seesWallets } from './client-access.js';
import { CLIENT_EXISTS, insertClient, updateClient } from './write-client.js';

// The client register (/clients, spec 3 §2 "Clients"): a host's links to
// players, who may be other hosts' clients too (decision 017). Back-office
// users see their own host's entries; an admin, who works for no host, sees
// every host's. No entry shows what belongs to another host's relationship.

const ballsBrought = sql<number>`(
  (select count(*) from matches m where m.home_player1_id = ${players.id} and m.home_player1_balls)
  + (select count(*) from matches m where m.home_player2_id = ${players.id} and m.home_player2_balls)
  + (select count(*) from matches m where m.away_player1_id = ${players.id} and m.away_player1_balls)
  + (select count(*) from matches m where m.away_player2_id = ${players.id} and m.away_player2_balls))::int`;

/** The player is someone else's too: an account of their own, another host's client, or in another host's events. */
const sharedPlayer = sql<boolean>`(${players.userId} is not null
  or exists (select 1 from clients other where other.player_id = ${players.id} and other.host_id <> ${clients.hostId})
  or exists (select 1 from participations pa join tournaments t on t.id = pa.tournament_id
    where pa.player_id = ${players.id} and t.host_id <> ${clients.hostId})
  or exists (select 1 from championship_participations cp join championships ch on ch.id = cp.championship_id
    where cp.player_id = ${players.id} and ch.host_id <> ${clients.hostId}))`;

const clientQuery = (db: DbOrTx) =>
  db
    .select({
      client: clients,
      player: players,
      walletId: wallets.id,
      balanceCents: wallets.balanceCents,
      balls: ballsBrought,
      sharedPlayer,
    })
    .from(clients)
    .innerJoin(players, eq(players.id, clients.playerId))
    // The wallet is the main organiser's relationship: it shows on host 1's entries only.
    .leftJoin(wallets, and(eq(wallets.playerId, players.id), eq(clients.hostId, MAIN_HOST_ID)))
    .$dynamic();

type ClientRow = RowOf<ReturnType<typeof clientQuery>>;

function presentClient(row: ClientRow, reader: Actor): Omit<TClientEntry, 'permissions'> {
  const { client, player, walletId, balanceCents, balls } = row;
  const accounts = seesAccounts(reader);
  return {
    id: client.id,
    playerId: player.id,
    userId: accounts ? player.userId : null,
    gender: player.gender,
    surname: player.surname,
    name: player.name,
    displayName: player.displayName,
    atrp: client.atrp ?? player.atrp,
    countryCallingCode: client.countryCallingCode,
    phone: client.phone,
    email: client.email,
    notes: client.notes,
    balance: balanceCents === null ? null : formatCredits(balanceCents),
    balls,
    profilePictureUrl: player.profilePicturePath ? playerPictureUrl(player.id, player.profilePicturePath) : null,
    hasWallet: walletId !== null,
    hasAccount: accounts ? player.userId !== null : null,
    hasProfilePicture: player.profilePicturePath !== null,
    createdAt: formatAthensDateTime(client.createdAt),
    readOnlyFields: readOnlyFieldsFor(reader, row),
  };
}

export const clientResource = defineResource({
  name: 'clients',
  base: '/api/clients',
  table: clients,
  idColumn: clients.id,
  title: 'Πελατολόγιο',
  singular: 'πελάτη',
  // PUT takes the create form's fields: the contact details and notes are the
  // host's own; a shared player's name, surname and gender must come back unchanged.
  schemas: { create: ZClientStoreRequest, update: ZClientStoreRequest, record: ZClientEntry },
  fields: ({ actor }) => [
    idField(),
    field('gender', 'Φύλο', 'select', { required: true, listed: false, options: GENDER_OPTIONS }),
    field('surname', 'Επώνυμο', 'text', { required: true, maxLength: 100 }),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 100 }),
    field('phone', 'Τηλέφωνο', 'phone', {
      maxLength: 15,
      help: '7 έως 15 ψηφία, χωρίς κενά και χωρίς πρόθεμα. Κενό για όσους δεν έχουν τηλέφωνο (παίκτες του εξωτερικού, παιδιά)',
    }),
    field('email', 'Email', 'email', { maxLength: 255 }),
    field('notes', 'Σημειώσεις', 'textarea', { listed: false, maxLength: 5000 }),
    field('atrp', 'ATRP', 'number', { editable: false, min: 1.5, max: 4.5, step: 0.5 }),
    ...(seesWallets(actor)
      ? [
          field('balance', 'Υπόλοιπο', 'text', { editable: false }),
          field('hasWallet', 'Πορτοφόλι', 'boolean', { editable: false }),
        ]
      : []),
    ...(seesAccounts(actor) ? [field('hasAccount', 'Λογαριασμός', 'boolean', { editable: false })] : []),
    field('hasProfilePicture', 'Φωτογραφία', 'boolean', { editable: false }),
    createdAtField(),
  ],
  query: clientQuery,
  sort: {
    columns: {
      id: clients.id,
      surname: textSort(players.surname),
      name: textSort(players.name),
      phone: clients.phone,
      email: clients.email,
      atrp: sql`coalesce(${clients.atrp}, ${players.atrp})`,
      balance: wallets.balanceCents,
      createdAt: clients.createdAt,
    },
    default: 'surname',
    defaultDir: 'asc',
  },
  filters: {
    surname: textFilter(players.surname),
    name: textFilter(players.name),
    phone: textFilter(clients.phone),
    email: textFilter(clients.email),
    hasWallet: booleanFilter(sql`${wallets.id} is not null`),
    // Ignored for a host, who may not learn which players have accounts.
    hasAccount: (value, context) =>
      seesAccounts(context.actor) ? booleanFilter(sql`${players.userId} is not null`)(value, context) : undefined,
    hasProfilePicture: booleanFilter(sql`${players.profilePicturePath} is not null`),
  },
  policy: {
    read: (actor) => isBackoffice(actor.user),
    create: (actor) => isBackoffice(actor.user),
    update: (actor) => isBackoffice(actor.user),
    delete: (actor) => isBackoffice(actor.user),
    scope: (actor) => managedHostsCondition(actor.user, clients.hostId),
  },
  present: presentClient,
  insert: (input, { actor, db }) => insertClient(db, actor, input),
  update: (row, input, { actor, db }) => updateClient(db, actor, row, input),
  sample: () => {
    const person = samplePerson();
    return {
      ...person,
      countryCallingCode: DEFAULT_CALLING_CODE,
      phone: sampleMobile(),
      email: sampleEmail(person.name, person.surname),
      notes: pick(CLIENT_NOTES),
    };
  },
  unique: { clients_host_player_unique: { field: 'phone', message: CLIENT_EXISTS } },
});
