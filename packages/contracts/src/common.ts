import { z } from 'zod';

/** Greek messages shared by every form and every route. */
export const REQUIRED = 'Αυτό το πεδίο είναι υποχρεωτικό';
export const INVALID_EMAIL = 'Η διεύθυνση email που δώσατε δεν είναι έγκυρη';

/** Every error answer: `{ message, errors?: { field: [messages] } }`. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const PAGE_LENGTHS = [5, 10, 15, 25, 50, 100, 250] as const;
export const DEFAULT_PAGE_LENGTH = 10;

export const ZListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageLength: z.number().int(),
  lastPage: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** A list answer: `{ data: [...], meta }`. */
export const listResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZListMeta });

/** A success answer with a notice the web app shows as a flash message. */
export const ZMessageResponse = z.object({ message: z.string() });

/** Dates travel as `YYYY-MM-DD HH:mm:ss` in Europe/Athens time. */
export const ZDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** Non-empty trimmed text with the Greek required message. */
export const requiredText = (max = 255) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Το πεδίο δεν μπορεί να υπερβαίνει τους ${max} χαρακτήρες`);

export const ZEmail = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(z.email(INVALID_EMAIL));
