import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { TOURNAMENT_ERRORS, type TTournamentFields } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import type { hostCategories } from '../db/schema/index.js';
import { clubs, sponsors, tournaments } from '../db/schema/index.js';
import { fieldError } from '../lib/http-error.js';
import { parseAthensDateTime } from '../matches/athens-date-time.js';

const cents = (euros: number) => Math.round(euros * 100);

function dateOf(field: string, text: string): Date {
  const instant = parseAthensDateTime(text);
  if (!instant) throw fieldError(field, TOURNAMENT_ERRORS.dateFormat);
  return instant;
}

/**
 * The form's fields as table values, once every reference is checked: the
 * club must be the host's or shared, the sponsors the host's, the slug free
 * within the host. Each refusal is a 422 on its field.
 */
export async function tournamentValues(
  db: DbOrTx,
  hostId: number,
  fields: TTournamentFields,
  exceptTournamentId: number | null,
) {
  const tournamentStart = dateOf('tournamentStart', fields.tournamentStart);
  const participationsEnd = dateOf('participationsEnd', fields.participationsEnd);
  const tournamentEnd = fields.tournamentEnd ? dateOf('tournamentEnd', fields.tournamentEnd) : null;
  if (tournamentEnd && tournamentEnd < tournamentStart)
    throw fieldError('tournamentEnd', TOURNAMENT_ERRORS.endBeforeStart);

  if (fields.clubId !== null) {
    const [club] = await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(eq(clubs.id, fields.clubId), or(isNull(clubs.hostId), eq(clubs.hostId, hostId))));
    if (!club) throw fieldError('clubId', TOURNAMENT_ERRORS.unknownClub);
  }

  const [taken] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.hostId, hostId), eq(tournaments.slug, fields.slug)));
  if (taken && taken.id !== exceptTournamentId) throw fieldError('slug', TOURNAMENT_ERRORS.slugTaken);

  await assertHostOwns(db, 'sponsorIds', sponsors, hostId, fields.sponsorIds, TOURNAMENT_ERRORS.unknownSponsor);

  return {
    name: fields.name,
    slug: fields.slug,
    clubId: fields.clubId,
    surface: fields.surface,
    address: fields.address,
    tournamentStart,
    tournamentEnd,
    participationsEnd,
    firstCategoryCostCents: cents(fields.firstCategoryCost),
    secondCategoryCostCents: fields.secondCategoryCost == null ? null : cents(fields.secondCategoryCost),
    maxParticipations: fields.maxParticipations ?? null,
    contactPhones: fields.contactPhones?.trim() || null,
  };
}

/** 422 on `field` unless every id is a row of the host. */
export async function assertHostOwns(
  db: DbOrTx,
  field: string,
  table: typeof sponsors | typeof hostCategories,
  hostId: number,
  ids: readonly number[],
  message: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.hostId, hostId), inArray(table.id, wanted)));
  if (found.length !== wanted.length) throw fieldError(field, message);
}
