import { eq, type SQL } from 'drizzle-orm';
import type { TBackofficeParticipation } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { championshipParticipations, players } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';

/** The columns a participation row is presented from (participation joined with its player). */
const participationColumns = {
  id: championshipParticipations.id,
  atrp: championshipParticipations.atrp,
  points: championshipParticipations.points,
  secondaryPoints: championshipParticipations.secondaryPoints,
  state: championshipParticipations.state,
  status: championshipParticipations.status,
  paidAt: championshipParticipations.paidAt,
  preferredSurface: championshipParticipations.preferredSurface,
  registrationNotes: championshipParticipations.registrationNotes,
  createdAt: championshipParticipations.createdAt,
  playerId: players.id,
  displayName: players.displayName,
  surname: players.surname,
  name: players.name,
  email: players.email,
  phone: players.phone,
};

type ParticipationRow = Awaited<ReturnType<typeof selectParticipations>>[number];

export function presentParticipation(row: ParticipationRow): TBackofficeParticipation {
  return {
    id: row.id,
    player: {
      id: row.playerId,
      displayName: row.displayName,
      surname: row.surname,
      name: row.name,
      email: row.email,
      phone: row.phone,
    },
    atrp: row.atrp,
    points: row.points,
    secondaryPoints: row.secondaryPoints,
    state: row.state,
    status: row.status,
    paid: row.paidAt !== null,
    paidAt: row.paidAt ? formatAthensDateTime(row.paidAt) : null,
    preferredSurface: row.preferredSurface,
    registrationNotes: row.registrationNotes,
    createdAt: formatAthensDateTime(row.createdAt),
  };
}

/** Participation rows joined with their players, for lists and for the answer of an action. */
export const selectParticipations = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(participationColumns)
    .from(championshipParticipations)
    .innerJoin(players, eq(players.id, championshipParticipations.playerId))
    .where(where);

export async function loadParticipation(db: DbOrTx, id: number): Promise<TBackofficeParticipation> {
  const [row] = await selectParticipations(db, eq(championshipParticipations.id, id));
  return presentParticipation(row!);
}
