import { z } from 'zod';
import { PAGE_LENGTHS } from './common.js';

/**
 * Generic resources (clubs, clients, users, courts, tournament hosts) describe
 * themselves with GET {base}/meta; the web app builds list, filter, create and
 * edit screens from it (spec 1 §2.7, §7).
 */
export const FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'phone',
  'number',
  /** An amount kept in cents and typed in euros ("12,50"). */
  'money',
  'textarea',
  'select',
  'boolean',
  'date',
  'datetime',
  'password',
  /** A picture's URL: a thumbnail in the list, never a form control. */
  'image',
] as const;

export const ZFieldOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

export const ZFieldMeta = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  /** Shown as a column of the list. */
  listed: z.boolean(),
  sortable: z.boolean(),
  /** Offered in the filter panel (text filters match partially, accent-insensitive). */
  filterable: z.boolean(),
  /** Shown in the create and edit forms. */
  editable: z.boolean(),
  options: z.array(ZFieldOption).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  maxLength: z.number().int().optional(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
});
export type TFieldMeta = z.infer<typeof ZFieldMeta>;

export const ZResourceMeta = z.object({
  resource: z.string(),
  /** Plural title of the list page, e.g. 'Όμιλοι'. */
  title: z.string(),
  /** Singular noun for buttons, e.g. 'όμιλο'. */
  singular: z.string(),
  fields: z.array(ZFieldMeta),
  defaultSort: z.string(),
  defaultSortDir: z.enum(['asc', 'desc']),
  permissions: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    update: z.boolean(),
    delete: z.boolean(),
  }),
});
export type TResourceMeta = z.infer<typeof ZResourceMeta>;

/** Query of a list: `filters[name]=value`, page, pageLength, sort, sortDir, paginate. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(10),
  sort: z.string().max(64).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  /** `paginate=0` answers every row (for selects); still capped by the server. */
  paginate: z.enum(['0', '1', 'true', 'false']).optional(),
  filters: z.record(z.string(), z.string()).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZRecord = z.record(z.string(), z.unknown());
export type TRecord = z.infer<typeof ZRecord>;

export const RESOURCE_NOTICES = {
  created: 'Η νέα εγγραφή καταχωρήθηκε με επιτυχία',
  updated: 'Η εγγραφή ενημερώθηκε με επιτυχία',
  deleted: 'Η διαγραφή της εγγραφής πραγματοποιήθηκε με επιτυχία',
  confirmTitle: 'Επιβεβαίωση διαγραφής',
  empty: 'Δε βρέθηκαν εγγραφές.',
} as const;

/**
 * The fields of one record that its reader may see but not change, each with
 * the reason the form shows beside it (e.g. a shared player's name in a host's
 * client register). The server refuses a change to them all the same.
 */
export const ZReadOnlyFields = z.record(z.string(), z.string());
export type TReadOnlyFields = z.infer<typeof ZReadOnlyFields>;

/** What a row offers its user: the list shows show, edit and delete per row. */
export const ZRecordPermissions = z.object({ view: z.boolean(), update: z.boolean(), delete: z.boolean() });
export type TRecordPermissions = z.infer<typeof ZRecordPermissions>;

/** GET {base}/{id} and GET /api/factories/{resource}/sample: one record. */
export const recordResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** POST {base} and PUT {base}/{id}: the notice of spec 1 §8 and the saved record. */
export const savedResponse = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });

/** Largest answer of a list asked for with `paginate=0`. */
export const UNPAGINATED_LIMIT = 1000;

/** Refusals shared by every generic resource. */
export const RESOURCE_ERRORS = {
  /** A foreign key keeps the record: other records still point at it. */
  inUse: 'Η εγγραφή δεν μπορεί να διαγραφεί γιατί χρησιμοποιείται από άλλες εγγραφές',
  /** A unique field already holds this value. */
  taken: 'Η τιμή χρησιμοποιείται ήδη',
  /** A referenced record (a club, a host) does not exist. */
  missingReference: 'Η επιλεγμένη εγγραφή δεν υπάρχει',
  invalidOption: 'Μη έγκυρη επιλογή',
} as const;

/** Optional free text of a generic form: trimmed, and '' stored as null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `Το πεδίο δεν μπορεί να υπερβαίνει τους ${max} χαρακτήρες`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** A URL key: lower-case Latin letters and digits in words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const INVALID_SLUG = 'Επιτρέπονται μόνο πεζά λατινικά γράμματα, αριθμοί και παύλες';
