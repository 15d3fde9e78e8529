import { and, eq } from 'drizzle-orm';
import type { TParticipant } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';

export type PlayerRow = typeof players.$inferSelect;

/** A guest's player: the existing one with this mobile number, or a new one with the guest's details. */
export async function findOrCreatePlayer(db: DbOrTx, person: TParticipant): Promise<PlayerRow> {
  const [existing] = await db
    .select()
    .from(players)
    .where(and(eq(players.countryCallingCode, person.country_calling_code), eq(players.phone, person.phone)))
    .orderBy(players.id)
    .limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(players)
    .values({
      name: person.name,
      surname: person.surname,
      displayName: `${person.name} ${person.surname}`,
      gender: person.gender,
      email: person.email ? person.email.toLowerCase() : null,
      countryCallingCode: person.country_calling_code,
      phone: person.phone,
    })
    .returning();
  return created!;
}
