import { eq, sql } from 'drizzle-orm';
import type { TRole } from '@tennis/contracts';
import { hashPassword } from '../auth/password.js';
import { withTransaction, type Db, type Tx } from '../db/client.js';
import { accounts, players, tournamentHosts, users } from '../db/schema/index.js';

/** The password of every demo account (README, login page picker). */
export const DEMO_PASSWORD = 'demo1234';

export type DemoAccountKey = 'god' | 'admin' | 'host' | 'employee' | 'host2' | 'player' | 'newuser';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  name: string;
  surname: string;
  role: TRole;
  /** 1 Athens Tennis, 2 Thessaloniki Tennis, null none. */
  hostId: 1 | 2 | null;
}

/** In this order, so god@demo.gr gets id 1 (the default GOD_USER_ID). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'god', email: 'god@demo.gr', name: 'Δημήτρης', surname: 'Θεοδωρίδης', role: 'admin', hostId: null },
  { key: 'admin', email: 'admin@demo.gr', name: 'Μαρία', surname: 'Αντωνίου', role: 'admin', hostId: null },
  { key: 'host', email: 'host@demo.gr', name: 'Νίκος', surname: 'Παπαδάκης', role: 'host', hostId: 1 },
  { key: 'employee', email: 'employee@demo.gr', name: 'Ελένη', surname: 'Γεωργίου', role: 'host-employee', hostId: 1 },
  { key: 'host2', email: 'host2@demo.gr', name: 'Κώστας', surname: 'Δημητρίου', role: 'host', hostId: 2 },
  { key: 'player', email: 'player@demo.gr', name: 'Γιώργος', surname: 'Παπαδόπουλος', role: 'user', hostId: null },
  { key: 'newuser', email: 'newuser@demo.gr', name: 'Άννα', surname: 'Νικολάου', role: 'user', hostId: null },
];

const DEMO_HOSTS = [
  { id: 1, name: 'Athens Tennis', slug: 'athens-tennis', email: 'athens-tennis@demo.gr', phone: '2100000001' },
  {
    id: 2,
    name: 'Thessaloniki Tennis',
    slug: 'thessaloniki-tennis',
    email: 'thessaloniki-tennis@demo.gr',
    phone: '2310000001',
  },
] as const;

export interface SeededAccounts {
  /** User id of each demo account. */
  users: Record<DemoAccountKey, number>;
  /** The player profile of player@demo.gr. */
  playerId: number;
}

let demoHash: Promise<string> | undefined;

/** An identity column with pinned ids must continue after them. */
async function continueIdentity(tx: Tx, table: 'users' | 'tournament_hosts'): Promise<void> {
  await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
}

/**
 * Hosts 1 and 2 and the seven demo accounts (password `demo1234`, argon2id,
 * emails verified). Run it first on a fresh database: god@demo.gr must get id
 * 1. Running it again adds only what is missing.
 */
export async function seedAccounts(db: Db): Promise<SeededAccounts> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  return withTransaction(db, async (tx) => {
    await tx
      .insert(tournamentHosts)
      .values([...DEMO_HOSTS])
      .onConflictDoNothing();
    await continueIdentity(tx, 'tournament_hosts');
    const ids = {} as Record<DemoAccountKey, number>;
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
      if (existing) {
        ids[demo.key] = existing.id;
        continue;
      }
      const [created] = await tx
        .insert(users)
        .values({
          ...(index === 0 ? { id: 1 } : {}),
          email: demo.email,
          name: demo.name,
          surname: demo.surname,
          role: demo.role,
          hostId: demo.hostId,
          emailVerified: true,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error(`could not create ${demo.email}`);
      if (index === 0) await continueIdentity(tx, 'users');
      await tx.insert(accounts).values({
        userId: created.id,
        accountId: String(created.id),
        providerId: 'credential',
        password: passwordHash,
      });
      ids[demo.key] = created.id;
    }
    let [player] = await tx.select({ id: players.id }).from(players).where(eq(players.userId, ids.player));
    if (!player) {
      [player] = await tx
        .insert(players)
        .values({
          userId: ids.player,
          name: 'Γιώργος',
          surname: 'Παπαδόπουλος',
          displayName: 'Γιώργος Παπαδόπουλος',
          gender: 0,
          email: 'player@demo.gr',
          phone: '6900000001',
          strongHand: 'right',
          backhandType: 'two-handed',
          styleOfPlay: 'all-court',
          atrp: 3,
        })
        .returning({ id: players.id });
    }
    if (!player) throw new Error('could not create the demo player');
    return { users: ids, playerId: player.id };
  });
}
