import { z } from 'zod';
import { REQUIRED, ZId, requiredText } from './common.js';
import { ZMatchType } from './match.js';

/**
 * The Hall of Fame of the main organiser's league (spec 3 §2
 * /athens-tennis/list-of-champions, §3 "Champion record", §9 "Hall of Fame
 * years 2019 to 2024"). The seasons before the platform are entries the back
 * office writes; from the platform's own finals on, a championship's champion
 * is its finals tournament's final, read from the match itself.
 */

/** The first season the league remembers. */
export const HALL_OF_FAME_FIRST_YEAR = 2019;

export const HALL_OF_FAME_MESSAGES = {
  created: 'Η εγγραφή προστέθηκε στο Hall of Fame',
  updated: 'Η εγγραφή του Hall of Fame ενημερώθηκε',
  deleted: 'Η εγγραφή διαγράφηκε από το Hall of Fame',
  photoUploaded: 'Η φωτογραφία ανέβηκε με επιτυχία',
  yearTooEarly: `Το Hall of Fame ξεκινά από το ${HALL_OF_FAME_FIRST_YEAR}`,
  yearInFuture: 'Η χρονιά δεν μπορεί να είναι μελλοντική',
  invalidYear: 'Μη έγκυρη χρονιά',
  mixedOnlyInDoubles: 'Το μικτό υπάρχει μόνο στα διπλά',
  duplicate: 'Υπάρχει ήδη εγγραφή για αυτή τη χρονιά και κατηγορία',
  notAnImage: 'Η φωτογραφία πρέπει να είναι εικόνα jpg, png ή webp',
} as const;

const tooLong = (max: number) => `Το πεδίο δεν μπορεί να υπερβαίνει τους ${max} χαρακτήρες`;

/** The calendar year on an Athens clock: no season of the future has a champion yet. */
const athensYearNow = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Athens', year: 'numeric' }).format(new Date()));

/** A season's year, by the year its finals were played (the 2023–2024 season is 2024). */
export const ZHallOfFameYear = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? REQUIRED : HALL_OF_FAME_MESSAGES.invalidYear,
  })
  .int(HALL_OF_FAME_MESSAGES.invalidYear)
  .min(HALL_OF_FAME_FIRST_YEAR, HALL_OF_FAME_MESSAGES.yearTooEarly)
  .refine((year) => year <= athensYearNow(), HALL_OF_FAME_MESSAGES.yearInFuture);

/** 0 men, 1 women, 2 mixed: the championships' own code. */
export const HALL_OF_FAME_GENDERS = [0, 1, 2] as const;
const ZHallOfFameGender = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: REQUIRED });
/** The OPEN league and the UNDER 2.5 one (ATRP 1.5 to 2.5) that runs beside it. */
export const HALL_OF_FAME_LEAGUES = ['open', 'under'] as const;
const ZHallOfFameLeague = z.enum(HALL_OF_FAME_LEAGUES, { error: REQUIRED });

const optionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/hall-of-fame/entries and PUT …/{id}: one season's podium of one league, as it was published. */
export const ZHallOfFameEntryRequest = z
  .object({
    year: ZHallOfFameYear,
    type: z.enum(ZMatchType.options, { error: REQUIRED }),
    gender: ZHallOfFameGender,
    league: ZHallOfFameLeague,
    championName: requiredText(120),
    runnerUpName: optionalName(120),
    thirdName: optionalName(120),
    /** As published, from the champion's side: "6-4 3-6 10-7". */
    finalScore: optionalName(60),
  })
  .superRefine((entry, ctx) => {
    if (entry.type === 'singles' && entry.gender === 2)
      ctx.addIssue({ code: 'custom', path: ['gender'], message: HALL_OF_FAME_MESSAGES.mixedOnlyInDoubles });
  });
export type THallOfFameEntryRequest = z.input<typeof ZHallOfFameEntryRequest>;
export type THallOfFameEntryValues = z.output<typeof ZHallOfFameEntryRequest>;

export const ZHallOfFameEntryParams = z.object({ id: ZId });

/**
 * One champion of one season and league. `id` names an entry of the back
 * office; a champion read from the platform's finals has none (source
 * "finals") and links to its championship instead.
 */
export const ZHallOfFameChampion = z.object({
  id: z.number().int().nullable(),
  source: z.enum(['backoffice', 'finals']),
  year: z.number().int(),
  type: ZMatchType,
  gender: z.number().int(),
  league: z.enum(HALL_OF_FAME_LEAGUES),
  championName: z.string(),
  runnerUpName: z.string().nullable(),
  thirdName: z.string().nullable(),
  finalScore: z.string().nullable(),
  photoUrl: z.string().nullable(),
  championship: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type THallOfFameChampion = z.infer<typeof ZHallOfFameChampion>;

/** GET /api/hall-of-fame: every season from the first, newest first, and whether the user may edit. */
export const ZHallOfFame = z.object({
  years: z.array(z.object({ year: z.number().int(), champions: z.array(ZHallOfFameChampion) })),
  permissions: z.object({ manage: z.boolean() }),
});
export type THallOfFame = z.infer<typeof ZHallOfFame>;
export const ZHallOfFameResponse = z.object({ data: ZHallOfFame });
export type THallOfFameResponse = z.infer<typeof ZHallOfFameResponse>;

/** The answer of a creation or a change: the notice and the entry as the page shows it. */
export const ZHallOfFameEntryResponse = z.object({ message: z.string(), data: ZHallOfFameChampion });
export type THallOfFameEntryResponse = z.infer<typeof ZHallOfFameEntryResponse>;
