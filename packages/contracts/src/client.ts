import { z } from 'zod';
import { ATRP_LEVELS, ATRP_MESSAGES, PHONE_MESSAGES, isValidAtrp, isValidPhone } from '@tennis/domain';
import { INVALID_EMAIL, REQUIRED, ZDateTime, requiredText, ZId } from './common.js';
import { ZReadOnlyFields } from './resource.js';

/**
 * The client register (spec 3 §2 Clients, §3 "Client register entry", §5):
 * a host's customers, each a link to a player whom other hosts may share;
 * back-office only (decision 017).
 */

/** Greece first: the calling code a new phone number starts with. */
export const DEFAULT_CALLING_CODE = '+30';

/**
 * A phone number without its calling code: 7 to 15 digits, no spaces, no
 * prefix. The rule is the domain's (`isValidPhone`); this object only lets
 * code that expects a pattern call `.test()` on it.
 */
export const PHONE_DIGITS = { test: (phone: string): boolean => isValidPhone(phone) } as const;
export const INVALID_PHONE = PHONE_MESSAGES.invalidPhone;
export const ZCallingCode = z.string({ error: REQUIRED }).regex(/^\+\d{1,4}$/, REQUIRED);
export const ZPhoneDigits = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isValidPhone, INVALID_PHONE);

export const CLIENT_CREATED = 'Η εγγραφή στο πελατολόγιο καταχωρήθηκε με επιτυχία';

/**
 * POST /api/clients and PUT /api/clients/{id} (the edit form has the same fields): gender,
 * surname, name and calling code required; phone, email and notes optional.
 */
export const ZClientStoreRequest = z.object({
  gender: z.union([z.literal(0), z.literal(1)], { error: REQUIRED }),
  surname: requiredText(100),
  name: requiredText(100),
  countryCallingCode: ZCallingCode.default(DEFAULT_CALLING_CODE),
  // Optional: foreign players and juniors may have no phone; a given phone still names one person.
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().refine(isValidPhone, INVALID_PHONE).nullable().default(null),
  ),
  email: z.email(INVALID_EMAIL).max(255).nullable().optional(),
  notes: z.string().max(5000).nullable().optional(),
});
export type TClientStoreRequest = z.infer<typeof ZClientStoreRequest>;

/**
 * Why a host may not change a shared player's name, surname or gender: the
 * player is another host's client too, or has an account of their own.
 */
export const PLAYER_IDENTITY_LOCKED =
  'Το ονοματεπώνυμο και το φύλο του παίκτη αλλάζουν μόνο από τον ίδιο τον παίκτη ή από διαχειριστή';

/** One row of GET /api/clients. */
export const ZClientEntry = z.object({
  id: z.number().int(),
  playerId: z.number().int().nullable(),
  /** The player's account; null for a reader who is not an admin. */
  userId: z.number().int().nullable(),
  /** 0 man, 1 woman. */
  gender: z.number().int(),
  surname: z.string(),
  name: z.string(),
  displayName: z.string(),
  /** The ATRP this host gives the client, else the player's own level. */
  atrp: z.number().nullable(),
  /** The contact details and notes are the host's own, never another host's. */
  countryCallingCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  /**
   * Wallet balance as shown, e.g. "12,50 ATC"; null without a wallet. The
   * wallet belongs to the main organiser's relationship (spec 3: wallet links
   * for host 1), so it shows on host 1's entries only.
   */
  balance: z.string().nullable(),
  /** How many matches the player brought the balls to. */
  balls: z.number().int().nullable(),
  profilePictureUrl: z.string().nullable(),
  hasWallet: z.boolean(),
  /** Null for a reader who is not an admin: a player's account is not a host's business. */
  hasAccount: z.boolean().nullable(),
  hasProfilePicture: z.boolean(),
  createdAt: ZDateTime,
  /** Name, surname and gender when the reader may not change the player's identity. */
  readOnlyFields: ZReadOnlyFields,
  permissions: z.object({ view: z.boolean(), update: z.boolean(), delete: z.boolean() }),
});
export type TClientEntry = z.infer<typeof ZClientEntry>;

/** ATRP levels 1.5 to 4.5 in steps of 0.5 (the domain's list). */
export { ATRP_LEVELS };
/** The ATRP forms word their required message differently from the rest (spec 3 §5). */
export const ATRP_REQUIRED = ATRP_MESSAGES.required;
export const ATRP_UPDATED = 'Το ATRP ενημερώθηκε με επιτυχία';

/** POST /api/clients/{id}/update-atrp. */
export const ZUpdateAtrpRequest = z.object({
  atrp: z.number({ error: ATRP_REQUIRED }).refine((level: number): boolean => isValidAtrp(level), ATRP_REQUIRED),
});
export type TUpdateAtrpRequest = z.infer<typeof ZUpdateAtrpRequest>;

/** POST /api/clients/{id}/update-atrp answers the notice and the refreshed entry. */
export const ZUpdateAtrpResponse = z.object({ message: z.string(), data: ZClientEntry });
export type TUpdateAtrpResponse = z.infer<typeof ZUpdateAtrpResponse>;

/** At most this many players come back from a player search (spec 3 §5). */
export const PLAYER_SEARCH_MAX_RESULTS = 20;

/**
 * GET /api/clients/search: the player pickers of the schedule screens. Any
 * length of term, the empty one included (spec 3 §5: minimum 0 characters);
 * with championshipId, that championship's approved players instead of the
 * host's clients.
 */
export const ZClientSearchQuery = z.object({
  q: z.string().max(100).default(''),
  championshipId: ZId.optional(),
  /** Only players of this gender (0 men, 1 women): a men's or women's category's pickers. */
  gender: z.coerce.number().int().min(0).max(1).optional(),
});
export type TClientSearchQuery = z.infer<typeof ZClientSearchQuery>;

export const ZPlayerPickerEntry = z.object({
  playerId: z.number().int(),
  displayName: z.string(),
  /** 0 men, 1 women. */
  gender: z.number().int(),
  atrp: z.number().nullable(),
});
export type TPlayerPickerEntry = z.infer<typeof ZPlayerPickerEntry>;

export const ZClientSearchResponse = z.object({ data: z.array(ZPlayerPickerEntry).max(PLAYER_SEARCH_MAX_RESULTS) });
export type TClientSearchResponse = z.infer<typeof ZClientSearchResponse>;
