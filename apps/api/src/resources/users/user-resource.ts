import { and, eq, inArray } from 'drizzle-orm';
import {
  CANNOT_DELETE_SELF,
  EMAIL_TAKEN,
  GOD_ACCOUNT_PROTECTED,
  GOD_ACCOUNT_UNDELETABLE,
  HOST_REQUIRED_FOR_ROLE,
  ROLES,
  ROLE_NOT_ASSIGNABLE,
  ZUserCreateRequest,
  ZUserRecord,
  ZUserUpdateRequest,
  type TRole,
  type TUserRecord,
} from '@tennis/contracts';
import { hostOfNewRecord, isAdmin } from '../../auth/backoffice-policy.js';
import { refusingCommonPasswords } from '../../auth/common-passwords.js';
import { endSessions } from '../../auth/end-sessions.js';
import { hashPassword } from '../../auth/password.js';
import { isGod, type Actor } from '../../auth/policy.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { accounts, players, tournamentHosts, users } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { fieldError } from '../../lib/http-error.js';
import { defineResource, type MutationContext, type RowOf, type Verdict } from '../define-resource.js';
import { createdAtField, field, hostOptions, idField } from '../fields.js';
import { integerFilter, optionFilter, textFilter, textSort } from '../filters.js';
import { samplePerson, sampleEmail } from '../greek-samples.js';

// /users (spec 3 §6: admin and host). An admin manages every account; a host
// sees and manages only the host and host-employee accounts of their own
// host, and may give no other role. The password is written to the
// credential account (argon2id) and never read back.

const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Διαχειριστής πλατφόρμας',
  host: 'Διοργανωτής τουρνουά',
  'host-employee': 'Υπάλληλος διοργανωτή',
  user: 'Χρήστης πλατφόρμας',
};
const HOST_ROLES: readonly TRole[] = ['host', 'host-employee'];

const isHost = (actor: Actor) => actor.user?.role === 'host' && actor.user.hostId !== null;

const userQuery = (db: DbOrTx) =>
  db
    .select({ user: users, hostName: tournamentHosts.name, playerId: players.id })
    .from(users)
    .leftJoin(tournamentHosts, eq(tournamentHosts.id, users.hostId))
    .leftJoin(players, eq(players.userId, users.id))
    .$dynamic();

type UserRow = RowOf<ReturnType<typeof userQuery>>;

/** The roles this actor may give. */
const assignableRoles = (actor: Actor): readonly TRole[] =>
  isAdmin(actor.user) ? ROLES : isHost(actor) ? HOST_ROLES : [];

/** A row this actor may change: an admin any, a host their own host's staff. */
function manages(actor: Actor, row?: UserRow): boolean {
  if (isAdmin(actor.user)) return true;
  if (!isHost(actor)) return false;
  return row === undefined || (row.user.hostId === actor.user?.hostId && HOST_ROLES.includes(row.user.role));
}

/**
 * Whoever could set the god account's email or password could sign in as god,
 * so only the god user changes the god row, an admin no more than a host.
 */
function mayUpdate(actor: Actor, row?: UserRow): Verdict {
  if (!manages(actor, row)) return false;
  if (row && isGod(row.user, actor.env) && !isGod(actor.user, actor.env)) return GOD_ACCOUNT_PROTECTED;
  return true;
}

/**
 * Role and host as they will be stored: a host's users always belong to the
 * host; staff roles need a host; admins and plain users have none.
 */
function roleAndHost(actor: Actor, input: { role: TRole; hostId?: number | null | undefined }, row?: UserRow) {
  if (!assignableRoles(actor).includes(input.role)) throw fieldError('role', ROLE_NOT_ASSIGNABLE);
  if (row && isGod(row.user, actor.env) && input.role !== 'admin') throw fieldError('role', ROLE_NOT_ASSIGNABLE);
  if (!HOST_ROLES.includes(input.role)) return { role: input.role, hostId: null };
  const hostId = isAdmin(actor.user) ? (input.hostId ?? null) : (actor.user?.hostId ?? null);
  if (hostId === null) throw fieldError('hostId', HOST_REQUIRED_FOR_ROLE);
  return { role: input.role, hostId };
}

/**
 * A password set for someone else ends all their sessions in the same
 * transaction: whoever was signed in with the old one is out at once. A user
 * setting their own keeps the session they asked from.
 */
async function setPassword(tx: Tx, userId: number, password: string, actor?: Actor): Promise<void> {
  const hash = await hashPassword(password);
  const [updated] = await tx
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (!updated)
    await tx.insert(accounts).values({ userId, accountId: String(userId), providerId: 'credential', password: hash });
  await endSessions(tx, userId, actor?.user?.id === userId ? (actor.session?.id ?? null) : null);
}

export const userResource = defineResource({
  name: 'users',
  base: '/api/users',
  table: users,
  idColumn: users.id,
  title: 'Χρήστες',
  singular: 'χρήστη',
  schemas: {
    create: refusingCommonPasswords(ZUserCreateRequest, 'password'),
    update: refusingCommonPasswords(ZUserUpdateRequest, 'password'),
    record: ZUserRecord,
  },
  fields: async ({ actor, db }) => [
    idField(),
    field('surname', 'Επώνυμο', 'text', { required: true, maxLength: 100 }),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 100 }),
    field('email', 'Email', 'email', { required: true, maxLength: 255 }),
    field('role', 'Ρόλος', 'select', {
      required: true,
      options: assignableRoles(actor).map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    }),
    ...(isAdmin(actor.user)
      ? [
          field('hostId', 'Διοργανωτής', 'select', {
            options: await hostOptions(db),
            help: 'Για διοργανωτές και υπαλλήλους διοργανωτή',
          }),
        ]
      : []),
    field('password', 'Κωδικός', 'password', {
      required: true,
      listed: false,
      help: 'Στην επεξεργασία, κενό: ο κωδικός δεν αλλάζει',
    }),
    field('forcePasswordChange', 'Αλλαγή κωδικού στην επόμενη σύνδεση', 'boolean', { listed: false }),
    createdAtField(),
  ],
  query: userQuery,
  sort: {
    columns: {
      id: users.id,
      surname: textSort(users.surname),
      name: textSort(users.name),
      email: users.email,
      role: users.role,
      hostId: textSort(tournamentHosts.name),
      createdAt: users.createdAt,
    },
    default: 'id',
    defaultDir: 'asc',
  },
  filters: {
    surname: textFilter(users.surname),
    name: textFilter(users.name),
    email: textFilter(users.email),
    role: optionFilter(users.role, ROLES),
    hostId: integerFilter(users.hostId),
  },
  policy: {
    read: (actor) => isAdmin(actor.user) || isHost(actor),
    create: (actor) => isAdmin(actor.user) || isHost(actor),
    update: mayUpdate,
    delete: (actor, row) => {
      if (!manages(actor, row)) return false;
      if (row?.user.id === actor.user?.id) return CANNOT_DELETE_SELF;
      if (row && isGod(row.user, actor.env)) return GOD_ACCOUNT_UNDELETABLE;
      return true;
    },
    scope: (actor) =>
      isAdmin(actor.user)
        ? undefined
        : and(eq(users.hostId, actor.user?.hostId ?? -1), inArray(users.role, [...HOST_ROLES])),
  },
  present: ({ user, hostName, playerId }: UserRow): Omit<TUserRecord, 'permissions'> => ({
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    hostId: user.hostId,
    hostName,
    emailVerified: user.emailVerified,
    forcePasswordChange: user.forcePasswordChange,
    playerId,
    createdAt: formatAthensDateTime(user.createdAt),
  }),
  insert: async (input, { actor, db }: MutationContext) => {
    const [created] = await db
      .insert(users)
      .values({
        name: input.name,
        surname: input.surname,
        email: input.email.toLowerCase(),
        ...roleAndHost(actor, input),
        forcePasswordChange: input.forcePasswordChange,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned no row');
    await setPassword(db, created.id, input.password);
    return created.id;
  },
  update: async (row, input, { actor, db }) => {
    const email = input.email.toLowerCase();
    // A new address is unproven: verified again before a player with it is offered to the account.
    const emailVerified = email === row.user.email && row.user.emailVerified;
    await db
      .update(users)
      .set({
        name: input.name,
        surname: input.surname,
        email,
        emailVerified,
        ...(emailVerified ? {} : { emailVerifiedAt: null }),
        ...roleAndHost(actor, input, row),
        forcePasswordChange: input.forcePasswordChange,
      })
      .where(eq(users.id, row.user.id));
    if (input.password) await setPassword(db, row.user.id, input.password, actor);
  },
  sample: ({ actor }) => {
    const person = samplePerson();
    return {
      name: person.name,
      surname: person.surname,
      email: sampleEmail(person.name, person.surname),
      role: 'host-employee',
      hostId: hostOfNewRecord(actor.user),
      password: 'tennis-demo-2025',
      forcePasswordChange: true,
    };
  },
  unique: { users_email_unique: { field: 'email', message: EMAIL_TAKEN } },
});
