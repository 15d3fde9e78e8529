import { asc, eq } from 'drizzle-orm';
import { SURFACES, ZCourtRecord, ZCourtRequest, type TCourtRecord } from '@tennis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { clubs, courts } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { SURFACE_OPTIONS, field, idField } from '../fields.js';
import { integerFilter, optionFilter, textFilter, textSort } from '../filters.js';
import { COURT_NAMES, pick } from '../greek-samples.js';
import { directoryPolicy } from '../policies.js';

// The courts of each club: managed with the clubs in god mode, read by the back office.

const courtQuery = (db: DbOrTx) =>
  db
    .select({ court: courts, clubName: clubs.name })
    .from(courts)
    .innerJoin(clubs, eq(clubs.id, courts.clubId))
    .$dynamic();

type CourtRow = RowOf<ReturnType<typeof courtQuery>>;

async function clubOptions(db: DbOrTx) {
  const rows = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(asc(clubs.name));
  return rows.map((club) => ({ value: club.id, label: club.name }));
}

export const courtResource = defineResource({
  name: 'courts',
  base: '/api/courts',
  table: courts,
  idColumn: courts.id,
  title: 'Γήπεδα',
  singular: 'γήπεδο',
  schemas: { create: ZCourtRequest, update: ZCourtRequest, record: ZCourtRecord },
  fields: async ({ db }) => [
    idField(),
    field('clubId', 'Όμιλος', 'select', { required: true, options: await clubOptions(db) }),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 100 }),
    field('surface', 'Επιφάνεια', 'select', { required: true, options: SURFACE_OPTIONS }),
  ],
  query: courtQuery,
  sort: {
    columns: { id: courts.id, name: textSort(courts.name), clubId: textSort(clubs.name), surface: courts.surface },
    default: 'clubId',
    defaultDir: 'asc',
  },
  filters: {
    clubId: integerFilter(courts.clubId),
    name: textFilter(courts.name),
    surface: optionFilter(courts.surface, SURFACES),
  },
  policy: directoryPolicy,
  present: ({ court, clubName }: CourtRow): Omit<TCourtRecord, 'permissions'> => ({
    id: court.id,
    clubId: court.clubId,
    clubName,
    name: court.name,
    surface: court.surface,
    createdAt: formatAthensDateTime(court.createdAt),
  }),
  insert: async (input, { db }) => {
    const [created] = await db.insert(courts).values(input).returning({ id: courts.id });
    if (!created) throw new Error('court insert returned no row');
    return created.id;
  },
  update: async ({ court }, input, { db }) => {
    await db.update(courts).set(input).where(eq(courts.id, court.id));
  },
  sample: async ({ db }) => {
    const [club] = await db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id)).limit(1);
    return { clubId: club?.id ?? null, name: pick(COURT_NAMES), surface: pick(['clay', 'hard'] as const) };
  },
  unique: {
    courts_club_name_unique: { field: 'name', message: 'Υπάρχει ήδη γήπεδο με αυτό το όνομα σε αυτόν τον όμιλο' },
  },
});
