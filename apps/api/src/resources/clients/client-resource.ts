import { and, eq, sql } from 'drizzle-orm';
import { formatCredits } from '@tennis/domain';
import {
  DEFAULT_CALLING_CODE,
  ZClientEntry,
  ZClientStoreRequest,
  type TClientEntry,
  type TClientStoreRequest,
} from '@tennis/contracts';
import { MAIN_HOST_ID, isBackoffice, type Actor } from '../../auth/policy.js';
import { playerPictureUrl } from '../../auth/present-current-user.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { clients, players, wallets } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { fieldError } from '../../lib/http-error.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { GENDER_OPTIONS, createdAtField, field, idField } from '../fields.js';
import { booleanFilter, textFilter, textSort } from '../filters.js';
import { CLIENT_NOTES, pick, sampleEmail, sampleMobile, samplePerson } from '../greek-samples.js';

// The client register (/clients, spec 3 §2 "Clients"): a host's customers.
// The person is a player (name, phone, email, gender and ATRP live there); the
// entry adds the host's notes. Back-office users see their own host's
// entries; an admin, who works for no host, sees every host's.

export const CLIENT_EXISTS = 'Ο πελάτης υπάρχει ήδη στο πελατολόγιο';

const ballsBrought = sql<number>`(
  (select count(*) from matches m where m.home_player1_id = ${players.id} and m.home_player1_balls)
  + (select count(*) from matches m where m.home_player2_id = ${players.id} and m.home_player2_balls)
  + (select count(*) from matches m where m.away_player1_id = ${players.id} and m.away_player1_balls)
  + (select count(*) from matches m where m.away_player2_id = ${players.id} and m.away_player2_balls))::int`;

const clientQuery = (db: DbOrTx) =>
  db
    .select({
      client: clients,
      player: players,
      walletId: wallets.id,
      balanceCents: wallets.balanceCents,
      balls: ballsBrought,
    })
    .from(clients)
    .innerJoin(players, eq(players.id, clients.playerId))
    .leftJoin(wallets, eq(wallets.playerId, players.id))
    .$dynamic();

type ClientRow = RowOf<ReturnType<typeof clientQuery>>;

/** The host whose register an actor writes to: their own, or the main organiser's for an admin. */
const registerHostOf = (actor: Actor): number => actor.user?.hostId ?? MAIN_HOST_ID;

const playerColumns = (input: TClientStoreRequest) => ({
  name: input.name,
  surname: input.surname,
  displayName: `${input.name} ${input.surname}`,
  gender: input.gender,
  countryCallingCode: input.countryCallingCode,
  phone: input.phone,
  email: input.email ?? null,
});

/**
 * The player behind a new entry: the one already known by this phone (the
 * same person may be a client of several hosts, and keeps one profile, one
 * wallet and one match history), or a new one. The phone is locked for the
 * transaction, so two requests adding the same new person at once cannot
 * create two players: the second finds the first's.
 */
async function playerFor(tx: Tx, input: TClientStoreRequest): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`client-phone:${input.countryCallingCode}${input.phone}`}))`,
  );
  const [known] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.countryCallingCode, input.countryCallingCode), eq(players.phone, input.phone)))
    .orderBy(players.id)
    .limit(1);
  if (known) return known.id;
  const [created] = await tx.insert(players).values(playerColumns(input)).returning({ id: players.id });
  if (!created) throw new Error('player insert returned no row');
  return created.id;
}

function presentClient({
  client,
  player,
  walletId,
  balanceCents,
  balls,
}: ClientRow): Omit<TClientEntry, 'permissions'> {
  return {
    id: client.id,
    playerId: player.id,
    userId: player.userId,
    gender: player.gender,
    surname: player.surname,
    name: player.name,
    displayName: player.displayName,
    atrp: player.atrp,
    countryCallingCode: player.countryCallingCode,
    phone: player.phone,
    email: player.email,
    notes: client.notes,
    balance: balanceCents === null ? null : formatCredits(balanceCents),
    balls,
    profilePictureUrl: player.profilePicturePath ? playerPictureUrl(player.id) : null,
    hasWallet: walletId !== null,
    hasAccount: player.userId !== null,
    hasProfilePicture: player.profilePicturePath !== null,
    createdAt: formatAthensDateTime(client.createdAt),
  };
}

const isAdmin = (actor: Actor) => actor.user?.role === 'admin';

export const clientResource = defineResource({
  name: 'clients',
  base: '/api/clients',
  table: clients,
  idColumn: clients.id,
  title: 'Πελατολόγιο',
  singular: 'πελάτη',
  schemas: { create: ZClientStoreRequest, update: ZClientStoreRequest, record: ZClientEntry },
  fields: () => [
    idField(),
    field('gender', 'Φύλο', 'select', { required: true, listed: false, options: GENDER_OPTIONS }),
    field('surname', 'Επώνυμο', 'text', { required: true, maxLength: 100 }),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 100 }),
    field('phone', 'Τηλέφωνο', 'phone', {
      required: true,
      maxLength: 15,
      help: '7 έως 15 ψηφία, χωρίς κενά και χωρίς πρόθεμα',
    }),
    field('email', 'Email', 'email', { maxLength: 255 }),
    field('notes', 'Σημειώσεις', 'textarea', { listed: false, maxLength: 5000 }),
    field('atrp', 'ATRP', 'number', { editable: false, min: 1.5, max: 4.5, step: 0.5 }),
    field('balance', 'Υπόλοιπο', 'text', { editable: false }),
    field('hasWallet', 'Πορτοφόλι', 'boolean', { editable: false }),
    field('hasAccount', 'Λογαριασμός', 'boolean', { editable: false }),
    field('hasProfilePicture', 'Φωτογραφία', 'boolean', { editable: false }),
    createdAtField(),
  ],
  query: clientQuery,
  sort: {
    columns: {
      id: clients.id,
      surname: textSort(players.surname),
      name: textSort(players.name),
      phone: players.phone,
      email: players.email,
      atrp: players.atrp,
      balance: wallets.balanceCents,
      createdAt: clients.createdAt,
    },
    default: 'surname',
    defaultDir: 'asc',
  },
  filters: {
    surname: textFilter(players.surname),
    name: textFilter(players.name),
    phone: textFilter(players.phone),
    email: textFilter(players.email),
    hasWallet: booleanFilter(sql`${wallets.id} is not null`),
    hasAccount: booleanFilter(sql`${players.userId} is not null`),
    hasProfilePicture: booleanFilter(sql`${players.profilePicturePath} is not null`),
  },
  policy: {
    read: (actor) => isBackoffice(actor.user),
    create: (actor) => isBackoffice(actor.user),
    update: (actor) => isBackoffice(actor.user),
    delete: (actor) => isBackoffice(actor.user),
    scope: (actor) => (isAdmin(actor) ? undefined : eq(clients.hostId, actor.user?.hostId ?? -1)),
  },
  present: presentClient,
  insert: async (input, { actor, db }) => {
    const hostId = registerHostOf(actor);
    const playerId = await playerFor(db, input);
    const [existing] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.hostId, hostId), eq(clients.playerId, playerId)));
    if (existing) throw fieldError('phone', CLIENT_EXISTS);
    const [created] = await db
      .insert(clients)
      .values({ hostId, playerId, notes: input.notes ?? null, createdByUserId: actor.user?.id ?? null })
      .returning({ id: clients.id });
    if (!created) throw new Error('client insert returned no row');
    return created.id;
  },
  update: async ({ client, player }, input, { db }) => {
    await db.update(players).set(playerColumns(input)).where(eq(players.id, player.id));
    await db
      .update(clients)
      .set({ notes: input.notes ?? null })
      .where(eq(clients.id, client.id));
  },
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
