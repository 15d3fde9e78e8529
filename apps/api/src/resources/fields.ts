import { asc } from 'drizzle-orm';
import { SURFACES, SURFACE_LABELS } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { tournamentHosts } from '../db/schema/index.js';
import type { ResourceField } from './define-resource.js';

/** A field shown in the list and the forms unless told otherwise. */
export const field = (
  name: string,
  label: string,
  type: ResourceField['type'],
  options: Partial<ResourceField> = {},
): ResourceField => ({
  name,
  label,
  type,
  required: false,
  listed: true,
  editable: true,
  ...options,
});

export const idField = () => field('id', '#', 'number', { editable: false });
export const createdAtField = () => field('createdAt', 'Δημιουργήθηκε', 'datetime', { editable: false });

export const SURFACE_OPTIONS = SURFACES.map((value) => ({ value, label: SURFACE_LABELS[value] }));
export const GENDER_OPTIONS = [
  { value: 0, label: 'Άνδρας' },
  { value: 1, label: 'Γυναίκα' },
];

/** Every organiser, by name: the options of a host select. */
export async function hostOptions(db: DbOrTx) {
  const hosts = await db
    .select({ id: tournamentHosts.id, name: tournamentHosts.name })
    .from(tournamentHosts)
    .orderBy(asc(tournamentHosts.name));
  return hosts.map((host) => ({ value: host.id, label: host.name }));
}
