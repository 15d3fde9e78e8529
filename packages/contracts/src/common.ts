import { z } from 'zod';

/** Greek messages shared by every form and every route. */
export const REQUIRED = 'Αυτό το πεδίο είναι υποχρεωτικό';
export const INVALID_EMAIL = 'Η διεύθυνση email που δώσατε δεν είναι έγκυρη';
/** Said of text holding a NUL character, which no stored text may contain. */
export const NUL_IN_TEXT = 'Το κείμενο περιέχει μη επιτρεπτό χαρακτήρα';

/** Every error answer: `{ message, errors?: { field: [messages] } }`. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export { DEFAULT_PAGE_LENGTH, PAGE_LENGTHS } from './paging.js';

export const ZListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageLength: z.number().int(),
  lastPage: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** A list answer: `{ data: [...], meta }`. */
export const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZListMeta });
export type TListResponse<T> = { data: T[]; meta: TListMeta };

/** A success answer with a notice the web app shows as a flash message. */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Dates travel as `YYYY-MM-DD HH:mm:ss` in Europe/Athens time. */
export const ZDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** Non-empty trimmed text with the Greek required message. */
export const requiredText = (max = 255) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Το πεδίο δεν μπορεί να υπερβαίνει τους ${max} χαρακτήρες`);

/** The largest id a PostgreSQL `integer` key holds. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID = 'Μη έγκυρος κωδικός εγγραφής';

/**
 * A path or query value that is only digits becomes the number it spells;
 * anything else is judged as it came. Typed as taking a number: that is what
 * a form or a JSON body sends, and paths and queries are text by nature.
 */
const digitsToNumber = (value: number): unknown =>
  typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;

/**
 * Every id a client sends, in a path, a query or a body: a whole number from 1
 * to MAX_ID (a number in JSON, its digits in a path or query). One rule for
 * every route: a malformed id is a 422 on its field, a well-formed id that
 * names nothing is the route's 404, and no id ever reaches the database
 * out of its column's range.
 */
export const ZId = z
  .preprocess(
    digitsToNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : INVALID_ID,
      })
      .int(INVALID_ID)
      .min(1, INVALID_ID)
      .max(MAX_ID, INVALID_ID),
  )
  // The preprocessing hides the type from the OpenAPI document: state it.
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

/** `/…/{id}` of every route that names one record. */
export const ZIdParams = z.object({ id: ZId });

export const ZEmail = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(z.email(INVALID_EMAIL));
