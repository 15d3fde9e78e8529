import { eq, sql } from 'drizzle-orm';
import {
  RESOURCE_ERRORS,
  ZClubRecord,
  ZClubRequest,
  type TClubRecord,
  type TClubRequest,
  type TSurface,
} from '@tennis/contracts';
import { isGod, type Actor } from '../../auth/policy.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { clubSurfaces, clubs, tournamentHosts } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { field, hostOptions, idField } from '../fields.js';
import { integerFilter, textFilter, textSort } from '../filters.js';
import { CLUBS, pick } from '../greek-samples.js';
import { isAdmin } from '../../auth/backoffice-policy.js';
import { directoryPolicy } from '../policies.js';

// The club directory (/clubs): god mode manages it, the back office reads it
// (schedule forms: a club's surfaces decide the surface list).

const clubQuery = (db: DbOrTx) =>
  db
    .select({
      club: clubs,
      hostName: tournamentHosts.name,
      surfaces: sql<
        TSurface[]
      >`coalesce((select array_agg(s.surface::text order by s.surface) from ${clubSurfaces} s where s.club_id = ${clubs.id}), '{}'::text[])`,
    })
    .from(clubs)
    .leftJoin(tournamentHosts, eq(tournamentHosts.id, clubs.hostId))
    .$dynamic();

type ClubRow = RowOf<ReturnType<typeof clubQuery>>;

/**
 * What a club charges per match is its host's business: that host's back
 * office, the admins and god mode (whose form saves them) see it; another
 * host, and any host for a shared club (no host), sees the club without its costs.
 */
const seesCostsOf = (reader: Actor, club: ClubRow['club']): boolean =>
  isAdmin(reader.user) ||
  isGod(reader.user, reader.env) ||
  (club.hostId !== null && reader.user?.hostId === club.hostId);

/** The columns of the form; undefined (left out of the body) keeps what is stored. */
const columnsOf = (input: TClubRequest) => ({
  name: input.name,
  acronym: input.acronym,
  address: input.address,
  phone: input.phone,
  email: input.email,
  mapUrl: input.mapUrl,
  slug: input.slug,
  hostId: input.hostId,
  description: input.description,
  morningZoneCostCents: input.morningZoneCostCents,
  eveningZoneCostCents: input.eveningZoneCostCents,
});

async function replaceSurfaces(tx: Tx, clubId: number, surfaces: readonly TSurface[] | undefined): Promise<void> {
  if (surfaces === undefined) return;
  await tx.delete(clubSurfaces).where(eq(clubSurfaces.clubId, clubId));
  const unique = [...new Set(surfaces)];
  if (unique.length > 0) await tx.insert(clubSurfaces).values(unique.map((surface) => ({ clubId, surface })));
}

export const clubResource = defineResource({
  name: 'clubs',
  base: '/api/clubs',
  table: clubs,
  idColumn: clubs.id,
  title: 'Όμιλοι',
  singular: 'όμιλο',
  schemas: { create: ZClubRequest, update: ZClubRequest, record: ZClubRecord },
  fields: async ({ db }) => [
    idField(),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 255 }),
    field('acronym', 'Ακρωνύμιο', 'text', { maxLength: 20 }),
    field('address', 'Διεύθυνση', 'text', { maxLength: 255 }),
    field('phone', 'Τηλέφωνο', 'text', { maxLength: 50 }),
    field('email', 'Email', 'email', { listed: false, maxLength: 255 }),
    field('hostId', 'Διοργανωτής', 'select', {
      options: await hostOptions(db),
      help: 'Κενό: κοινός για όλους τους διοργανωτές',
    }),
    field('slug', 'Κωδικός σελίδας συνεργάτη', 'text', { listed: false, maxLength: 64, placeholder: 'taf' }),
    field('mapUrl', 'Σύνδεσμος χάρτη', 'text', { listed: false, maxLength: 2048 }),
    field('description', 'Περιγραφή', 'textarea', { listed: false, maxLength: 5000 }),
    // Kept in cents; the form shows and takes euros ("12,50").
    field('morningZoneCostCents', 'Κόστος πρωινής ζώνης ανά αγώνα (€)', 'money', { listed: false, min: 0 }),
    field('eveningZoneCostCents', 'Κόστος απογευματινής ζώνης ανά αγώνα (€)', 'money', { listed: false, min: 0 }),
  ],
  query: clubQuery,
  sort: {
    columns: {
      id: clubs.id,
      name: textSort(clubs.name),
      acronym: textSort(clubs.acronym),
      address: textSort(clubs.address),
      hostId: textSort(tournamentHosts.name),
    },
    default: 'name',
    defaultDir: 'asc',
  },
  filters: {
    name: textFilter(clubs.name),
    acronym: textFilter(clubs.acronym),
    address: textFilter(clubs.address),
    phone: textFilter(clubs.phone),
    hostId: integerFilter(clubs.hostId),
  },
  policy: directoryPolicy,
  present: ({ club, hostName, surfaces }: ClubRow, reader): Omit<TClubRecord, 'permissions'> => ({
    id: club.id,
    name: club.name,
    acronym: club.acronym,
    address: club.address,
    phone: club.phone,
    email: club.email,
    mapUrl: club.mapUrl,
    slug: club.slug,
    hostId: club.hostId,
    hostName,
    description: club.description,
    morningZoneCostCents: seesCostsOf(reader, club) ? club.morningZoneCostCents : null,
    eveningZoneCostCents: seesCostsOf(reader, club) ? club.eveningZoneCostCents : null,
    surfaces,
    createdAt: formatAthensDateTime(club.createdAt),
  }),
  insert: async (input, { db }) => {
    const [created] = await db.insert(clubs).values(columnsOf(input)).returning({ id: clubs.id });
    if (!created) throw new Error('club insert returned no row');
    await replaceSurfaces(db, created.id, input.surfaces);
    return created.id;
  },
  update: async ({ club }, input, { db }) => {
    await db.update(clubs).set(columnsOf(input)).where(eq(clubs.id, club.id));
    await replaceSurfaces(db, club.id, input.surfaces);
  },
  sample: () => {
    const club = pick(CLUBS);
    return {
      ...club,
      email: 'info@example.gr',
      hostId: null,
      slug: null,
      mapUrl: 'https://maps.google.com/?q=' + encodeURIComponent(club.address),
      description: `Γήπεδα χωμάτινα και σκληρά, αποδυτήρια και κυλικείο. ${club.address}.`,
      morningZoneCostCents: 2000,
      eveningZoneCostCents: 2800,
      surfaces: ['clay', 'hard'],
    };
  },
  unique: { clubs_slug_unique: { field: 'slug', message: RESOURCE_ERRORS.taken } },
  inUseMessage: 'Ο όμιλος δεν μπορεί να διαγραφεί γιατί είναι γήπεδο διεξαγωγής πρωταθλήματος',
});
