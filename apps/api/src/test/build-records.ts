import type { Db } from '../db/client.js';
import {
  championshipVenues,
  championships,
  clients,
  clubs,
  players,
  tournaments,
  wallets,
} from '../db/schema/index.js';

// Records the integration tests need, written straight to the database with
// realistic defaults; each builder returns the stored row.

let sequence = 0;
const next = () => (sequence += 1);

export async function buildClub(db: Db, values: Partial<typeof clubs.$inferInsert> = {}) {
  const [club] = await db
    .insert(clubs)
    .values({ name: `Όμιλος Αντισφαίρισης ${next()}`, ...values })
    .returning();
  return club!;
}

export async function buildPlayer(db: Db, values: Partial<typeof players.$inferInsert> = {}) {
  const name = values.name ?? 'Νίκος';
  const surname = values.surname ?? `Παπαδάκης${next()}`;
  const [player] = await db
    .insert(players)
    .values({ name, surname, displayName: `${name} ${surname}`, gender: 0, ...values })
    .returning();
  return player!;
}

/** A player who is a client of `hostId`, the entry holding the player's contact details. */
export async function buildClient(
  db: Db,
  hostId: number,
  player: Partial<typeof players.$inferInsert> = {},
  notes: string | null = null,
) {
  const stored = await buildPlayer(db, player);
  const [client] = await db
    .insert(clients)
    .values({
      hostId,
      playerId: stored.id,
      notes,
      countryCallingCode: stored.countryCallingCode,
      phone: stored.phone,
      email: stored.email,
    })
    .returning();
  return { client: client!, player: stored };
}

export async function buildWallet(db: Db, playerId: number, balanceCents = 0) {
  const [wallet] = await db.insert(wallets).values({ playerId, balanceCents }).returning();
  return wallet!;
}

export async function buildTournament(db: Db, values: Partial<typeof tournaments.$inferInsert> = {}) {
  const n = next();
  const [tournament] = await db
    .insert(tournaments)
    .values({
      hostId: 1,
      name: `Τουρνουά Άνοιξης ${n}`,
      slug: `tournoua-anoixis-${n}`,
      state: 'underway',
      tournamentStart: new Date('2026-05-10T07:00:00Z'),
      participationsEnd: new Date('2026-05-05T21:00:00Z'),
      firstCategoryCostCents: 2500,
      ...values,
    })
    .returning();
  return tournament!;
}

export async function buildChampionship(db: Db, values: Partial<typeof championships.$inferInsert> = {}) {
  const n = next();
  const [championship] = await db
    .insert(championships)
    .values({
      hostId: 1,
      name: `Πρωτάθλημα Ανδρών ${n}`,
      slug: `protathlima-andron-${n}`,
      type: 'singles',
      gender: 0,
      state: 'underway',
      year: 2026,
      startingYear: 2025,
      endingYear: 2026,
      ...values,
    })
    .returning();
  return championship!;
}

/** Makes `clubId` a venue of `championshipId` (the venue keeps the club from being deleted). */
export async function buildVenue(db: Db, championshipId: number, clubId: number) {
  await db.insert(championshipVenues).values({ championshipId, clubId });
}
