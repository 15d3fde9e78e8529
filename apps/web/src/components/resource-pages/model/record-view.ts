import type { TFieldMeta, TRecord, TResourceMeta } from '@tennis/contracts';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatEuros } from '../../../lib/money';

export type RecordId = string | number;

/** The id of a row; every generic resource has a numeric or text `id`. */
export function recordIdOf(record: TRecord): RecordId {
  const id = record.id;
  return typeof id === 'number' || typeof id === 'string' ? id : '';
}

/**
 * What a row is called, for the names of its action buttons ("Διαγραφή Athens Tennis Factory"):
 * the first listed text field with a value, else the row's #id.
 */
export function recordNameOf(record: TRecord, fields: readonly Pick<TFieldMeta, 'name' | 'type' | 'listed'>[]): string {
  for (const field of fields) {
    const value = record[field.name];
    if (field.listed && field.type === 'text' && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return `#${recordIdOf(record)}`;
}

export type RowPermissions = { view: boolean; update: boolean; delete: boolean };

/**
 * What a row offers: the resource's permissions, narrowed by the row's own
 * `permissions` flags when the server sends them (e.g. a host may edit only
 * their own host's users).
 */
export function rowPermissionsOf(meta: Pick<TResourceMeta, 'permissions'>, record: TRecord): RowPermissions {
  const own =
    typeof record.permissions === 'object' && record.permissions !== null
      ? (record.permissions as Record<string, unknown>)
      : {};
  const allowed = (key: keyof RowPermissions) => meta.permissions[key] && own[key] !== false;
  return { view: allowed('view'), update: allowed('update'), delete: allowed('delete') };
}

/**
 * The fields of a record its reader may see but not change, each with the
 * reason the form shows (the server's `readOnlyFields`, e.g. a shared
 * player's name in a host's client register).
 */
export function readOnlyFieldsOf(record: TRecord | null): Record<string, string> {
  const value = record?.readOnlyFields;
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A value as the list shows it: an option's label, Ναι/Όχι (1 is Ναι, 0 is
 * Όχι), dates as d/M/yyyy and d/M/yyyy HH:mm, and '' for nothing.
 */
export function formatFieldValue(field: TFieldMeta, value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'boolean':
      return value === true || value === 1 || value === '1' ? words.yes : words.no;
    case 'select': {
      const option = field.options?.find((o) => String(o.value) === String(value));
      return option ? option.label : String(value);
    }
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value) : String(value);
    case 'money':
      return typeof value === 'number' ? formatEuros(value) : String(value);
    case 'password':
    case 'image':
      return '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
