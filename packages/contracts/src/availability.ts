import { z } from 'zod';
import { ZDateTime, ZId } from './common.js';
import { ZAvailabilityEvent } from './player.js';

// A player's weekly availability calendar (spec 3 §2 Players, §6, §7;
// decision 028): the player declares and removes their own free hours, the
// people who schedule their matches read them.

export const AVAILABILITY_MESSAGES = {
  created: 'Η διαθεσιμότητα αποθηκεύτηκε',
  merged: 'Η διαθεσιμότητα αποθηκεύτηκε και ενώθηκε με όσες επικαλύπτονταν',
  deleted: 'Η διαθεσιμότητα διαγράφηκε',
  notFound: 'Η δήλωση διαθεσιμότητας δε βρέθηκε',
  invalidDateTime: 'Μη έγκυρη ημερομηνία και ώρα',
  notOnGrid: 'Η ώρα πρέπει να είναι σε βήματα του τετάρτου (:00, :15, :30, :45)',
  endBeforeStart: 'Η λήξη πρέπει να είναι μετά την έναρξη',
  outsideHours: 'Η διαθεσιμότητα δηλώνεται από τις 08:00 έως τις 24:00 της ίδιας ημέρας',
  inPast: 'Η διαθεσιμότητα δεν μπορεί να είναι στο παρελθόν',
  tooFar: 'Η διαθεσιμότητα δηλώνεται έως ένα χρόνο μπροστά',
  unknownClub: 'Ο όμιλος δε βρέθηκε',
  rangeTooLong: 'Το διάστημα δεν μπορεί να υπερβαίνει τις 62 ημέρες',
  samePlayer: 'Επιλέξτε δύο διαφορετικούς αθλητές',
} as const;

/** Declared hours lie within one Athens day, from 08:00 to 24:00 (spec 3 §5). */
export const AVAILABILITY_DAY_START_HOUR = 8;
/** The longest range one GET reads, in days. */
export const AVAILABILITY_MAX_RANGE_DAYS = 62;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Μη έγκυρη ημερομηνία');

/** GET /api/players/{id}/availability: the championship the calendar is opened from, and the days to read (Athens dates, `to` inclusive; default today and the next four weeks). */
export const ZAvailabilityQuery = z.object({
  championshipId: ZId.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailabilityCalendarEvent = ZAvailabilityEvent.extend({ clubName: z.string().nullable() });
export type TAvailabilityCalendarEvent = z.infer<typeof ZAvailabilityCalendarEvent>;

export const ZAvailabilityResponse = z.object({
  data: z.object({
    player: z.object({ id: z.number().int(), displayName: z.string() }),
    events: z.array(ZAvailabilityCalendarEvent),
    /** The viewer is the player: they add and remove events. */
    permissions: z.object({ create: z.boolean(), delete: z.boolean() }),
  }),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;

/** POST /api/players/{id}/availability: one free period, `YYYY-MM-DD HH:mm:ss` Athens time on the 15-minute grid. */
export const ZAvailabilityCreateRequest = z.object({
  start: ZDateTime,
  end: ZDateTime,
  clubId: ZId.nullable().optional(),
  /** The championship the calendar was opened from, kept with the event. */
  championshipId: ZId.nullable().optional(),
});
export type TAvailabilityCreateRequest = z.infer<typeof ZAvailabilityCreateRequest>;

export const ZAvailabilityCreateResponse = z.object({
  message: z.string(),
  /** The stored event: the new period, joined with any it overlapped or touched. */
  data: ZAvailabilityCalendarEvent,
  /** How many earlier events it absorbed. */
  merged: z.number().int(),
});
export type TAvailabilityCreateResponse = z.infer<typeof ZAvailabilityCreateResponse>;

export const ZAvailabilityEventParams = z.object({ id: ZId, eventId: ZId });

/** GET /api/championships/{id}/common-availability: the two players of a match to be scheduled. */
export const ZCommonAvailabilityQuery = z.object({ player1Id: ZId, player2Id: ZId });

export const ZCommonAvailabilityResponse = z.object({
  data: z.object({
    /** The periods both players declared, from now on for the coming two weeks, soonest first. */
    slots: z.array(z.object({ start: ZDateTime, end: ZDateTime })),
  }),
});
export type TCommonAvailabilityResponse = z.infer<typeof ZCommonAvailabilityResponse>;
