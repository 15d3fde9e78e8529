import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ZTournamentHostRecord, ZTournamentHostRequest, type TTournamentHostRecord } from '@tennis/contracts';
import { hostLogoUrl } from '../../auth/present-current-user.js';
import type { DbOrTx } from '../../db/client.js';
import { tournamentHosts } from '../../db/schema/index.js';
import { formatAthensDateTime } from '../../lib/athens-time.js';
import { defineResource, type RowOf } from '../define-resource.js';
import { field, idField } from '../fields.js';
import { booleanFilter, textFilter, textSort } from '../filters.js';
import { HOSTS, pick } from '../greek-samples.js';
import { adminPolicy } from '../policies.js';

// The organisers (/api/tournament-hosts): admins manage them. Host 1 is the
// main championship organiser; a host with tournaments, championships or
// users cannot be deleted (409).

const hostQuery = (db: DbOrTx) => db.select({ host: tournamentHosts }).from(tournamentHosts).$dynamic();

type HostRow = RowOf<ReturnType<typeof hostQuery>>;

export const tournamentHostResource = defineResource({
  name: 'tournament-hosts',
  base: '/api/tournament-hosts',
  table: tournamentHosts,
  idColumn: tournamentHosts.id,
  title: 'Διοργανωτές',
  singular: 'διοργανωτή',
  schemas: { create: ZTournamentHostRequest, update: ZTournamentHostRequest, record: ZTournamentHostRecord },
  fields: () => [
    idField(),
    field('name', 'Όνομα', 'text', { required: true, maxLength: 255 }),
    field('slug', 'Κωδικός διεύθυνσης', 'text', {
      required: true,
      maxLength: 64,
      help: 'Μέρος της διεύθυνσης των τουρνουά: /tournaments/{slug}/…',
    }),
    field('phone', 'Τηλέφωνο', 'text', { maxLength: 15 }),
    field('email', 'Email', 'email', { maxLength: 255 }),
    field('hasRating', 'Βαθμολογία επιπέδου', 'boolean'),
  ],
  query: hostQuery,
  sort: {
    columns: {
      id: tournamentHosts.id,
      name: textSort(tournamentHosts.name),
      slug: tournamentHosts.slug,
      hasRating: tournamentHosts.hasRating,
    },
    default: 'id',
    defaultDir: 'asc',
  },
  filters: {
    name: textFilter(tournamentHosts.name),
    slug: textFilter(tournamentHosts.slug),
    hasRating: booleanFilter(eq(tournamentHosts.hasRating, true)),
  },
  policy: adminPolicy,
  present: ({ host }: HostRow): Omit<TTournamentHostRecord, 'permissions'> => ({
    id: host.id,
    name: host.name,
    slug: host.slug,
    phone: host.phone,
    email: host.email,
    hasRating: host.hasRating,
    logoUrl: host.logoPath ? hostLogoUrl(host.id) : null,
    createdAt: formatAthensDateTime(host.createdAt),
  }),
  insert: async (input, { db }) => {
    const [created] = await db.insert(tournamentHosts).values(input).returning({ id: tournamentHosts.id });
    if (!created) throw new Error('tournament host insert returned no row');
    return created.id;
  },
  update: async ({ host }, input, { db }) => {
    await db.update(tournamentHosts).set(input).where(eq(tournamentHosts.id, host.id));
  },
  sample: () => {
    const host = pick(HOSTS);
    return { ...host, slug: `${host.slug}-${randomInt(100, 1000)}`, email: `info@${host.slug}.gr`, hasRating: false };
  },
  unique: {
    tournament_hosts_slug_unique: { field: 'slug', message: 'Το slug χρησιμοποιείται ήδη από άλλον διοργανωτή' },
  },
  inUseMessage: 'Ο διοργανωτής δεν μπορεί να διαγραφεί γιατί έχει τουρνουά, πρωταθλήματα ή χρήστες',
});
