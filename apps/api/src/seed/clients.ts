import { eq, sql } from 'drizzle-orm';
import { clients, players as playerTable } from '../db/schema/index.js';
import type { SeedContext } from './context.js';
import type { SeedPlayer } from './players.js';
import { createRandom } from './random.js';
import { insertRows, stamped } from './rows.js';

const NOTES = [
  'Πληρώνει πάντα με κάρτα.',
  'Ζητά γήπεδο με χώμα όταν είναι διαθέσιμο.',
  'Έχει ενοικιάσει ρακέτα δύο φορές.',
  'Θέλει ενημέρωση για τα τουρνουά διπλών.',
  'Συστάθηκε από τον Όμιλο Τένις Κηφισιάς.',
];

/** Each host's customer register: host 1 knows its Athens players, host 2 its Thessaloniki ones. */
export async function seedClients(ctx: SeedContext, players: readonly SeedPlayer[]): Promise<number> {
  const random = createRandom('clients');
  const rows = players.map((player) => ({
    hostId: player.city === 'athens' ? 1 : 2,
    playerId: player.id,
    notes: random.chance(0.12) ? random.pick(NOTES) : null,
    createdByUserId:
      player.city === 'athens'
        ? random.chance(0.5)
          ? ctx.accounts.users.host
          : ctx.accounts.users.employee
        : ctx.accounts.users.host2,
    ...stamped(player.createdAt),
  }));
  await insertRows(ctx.tx, clients, rows);
  // Each host holds the contact details the player was registered with.
  await ctx.tx
    .update(clients)
    .set({
      countryCallingCode: sql`${playerTable.countryCallingCode}`,
      phone: sql`${playerTable.phone}`,
      email: sql`${playerTable.email}`,
      // Kept as stamped: the demo data set is the same on every load.
      updatedAt: sql`${clients.updatedAt}`,
    })
    .from(playerTable)
    .where(eq(playerTable.id, clients.playerId));
  return rows.length;
}
