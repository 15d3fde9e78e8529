import { eq, sql } from 'drizzle-orm';
import {
  ZPlayerAdminRecord,
  ZPlayerAdminUpdateRequest,
  type TPlayerAdminRecord,
  type TPlayerAdminUpdateRequest,
} from '@tennis/contracts';
import { playerPictureUrl } from '../../lib/public-file-urls.js';
import type { DbOrTx } from '../../db/client.js';
import { players, users } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { canAdministerPlayers } from '../../players/player-access.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { createdAtField, field, idField } from '../fields.js';
import { booleanFilter, integerFilter, textFilter, textSort } from '../filters.js';
import { sampleEmail, sampleMobile, samplePerson } from '../greek-samples.js';

// /players (spec 3 §2 Players, §6: admin only): every player, whichever hosts
// share them, with the account each is linked to. Only surname, name, phone
// and e-mail are edited here; players are created by their users and the
// hosts' client registers, and removed only by annihilation
// (players/annihilate-player.ts), so the list offers neither create nor delete.
// GET /api/players/{id} is the public profile: the form reads its record from
// /api/admin/players/{id}.

const playerQuery = (db: DbOrTx) =>
  db
    .select({ player: players, userEmail: users.email })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .$dynamic();

type PlayerRow = RowOf<ReturnType<typeof playerQuery>>;

const presentPlayer = ({ player, userEmail }: PlayerRow): Omit<TPlayerAdminRecord, 'permissions'> => ({
  id: player.id,
  profilePictureUrl: player.profilePicturePath ? playerPictureUrl(player.id, player.profilePicturePath) : null,
  userId: player.userId,
  user: userEmail,
  surname: player.surname,
  name: player.name,
  displayName: player.displayName,
  phone: player.phone,
  email: player.email,
  createdAt: formatAthensDateTime(player.createdAt),
});

async function updatePlayer(db: DbOrTx, row: PlayerRow, values: TPlayerAdminUpdateRequest): Promise<void> {
  await db
    .update(players)
    .set({
      surname: values.surname,
      name: values.name,
      displayName: `${values.name} ${values.surname}`,
      phone: values.phone,
      email: values.email,
    })
    .where(eq(players.id, row.player.id));
}

export const playerResource = defineResource({
  name: 'players',
  base: '/api/players',
  recordBase: '/api/admin/players',
  without: ['create', 'delete'],
  table: players,
  idColumn: players.id,
  title: 'Αθλητές',
  singular: 'αθλητή',
  schemas: { create: ZPlayerAdminUpdateRequest, update: ZPlayerAdminUpdateRequest, record: ZPlayerAdminRecord },
  fields: () => [
    idField(),
    field('profilePictureUrl', 'Φωτογραφία', 'image', { editable: false }),
    field('user', 'Λογαριασμός χρήστη', 'email', { editable: false }),
    field('surname', 'Επώνυμο', 'text', { required: true, maxLength: 100 }),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 100 }),
    field('phone', 'Τηλέφωνο', 'tel', { maxLength: 15, help: '7 έως 15 ψηφία, χωρίς κενά και χωρίς πρόθεμα' }),
    field('email', 'Email', 'email', { listed: false, maxLength: 255 }),
    createdAtField(),
  ],
  query: playerQuery,
  sort: {
    columns: {
      id: players.id,
      user: users.email,
      surname: textSort(players.surname),
      name: textSort(players.name),
      phone: players.phone,
      email: players.email,
      createdAt: players.createdAt,
    },
    default: 'id',
    defaultDir: 'desc',
  },
  filters: {
    id: integerFilter(players.id),
    user: textFilter(users.email),
    surname: textFilter(players.surname),
    name: textFilter(players.name),
    phone: textFilter(players.phone),
    email: textFilter(players.email),
    hasUser: booleanFilter(sql`${players.userId} is not null`),
  },
  policy: {
    read: (actor) => canAdministerPlayers(actor, 'players.list') === true,
    create: () => false,
    update: (actor, row) => canAdministerPlayers(actor, 'players.update', row?.player),
    delete: () => false,
  },
  present: presentPlayer,
  insert: () => Promise.reject(new Error('players are not created through /players')),
  update: (row, input, { db }) => updatePlayer(db, row, input),
  sample: () => {
    const person = samplePerson();
    return {
      surname: person.surname,
      name: person.name,
      phone: sampleMobile(),
      email: sampleEmail(person.name, person.surname),
    };
  },
});
