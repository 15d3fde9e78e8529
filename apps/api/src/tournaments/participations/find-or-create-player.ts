import type { TParticipant } from '@tennis/contracts';
import type { Tx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import { findPlayerByPhone, lockPlayerPhone, type PlayerRow } from '../../players/player-by-phone.js';

export type { PlayerRow };

/** The player with this mobile number, or a new one with the person's details; the phone stays locked. */
export async function findOrCreatePlayer(tx: Tx, person: TParticipant): Promise<PlayerRow> {
  await lockPlayerPhone(tx, person.country_calling_code, person.phone);
  const existing = await findPlayerByPhone(tx, person.country_calling_code, person.phone);
  if (existing) return existing;
  const [created] = await tx
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
