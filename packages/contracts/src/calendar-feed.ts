import { z } from 'zod';
import { ZId } from './common.js';

/** The Greek texts of the calendar feeds. */
export const CALENDAR_MESSAGES = {
  created: 'Η διεύθυνση του ημερολογίου σας είναι έτοιμη.',
  replaced:
    'Δημιουργήθηκε νέα διεύθυνση ημερολογίου· η παλιά δεν λειτουργεί πια και όποια εφαρμογή τη χρησιμοποιούσε πρέπει να την προσθέσει ξανά.',
  revoked: 'Η διεύθυνση του ημερολογίου καταργήθηκε.',
  ownOnly: 'Μόνο ο ίδιος ο παίκτης διαχειρίζεται το ημερολόγιό του.',
  feedNotFound: 'Η διεύθυνση αυτή δεν αντιστοιχεί σε ημερολόγιο.',
  notScheduled: 'Ο αγώνας δεν έχει προγραμματιστεί ακόμα.',
} as const;

/** 32 random bytes, base64url: what the feed's address carries. */
export const ZCalendarToken = z.string().regex(/^[\w-]{43}$/, CALENDAR_MESSAGES.feedNotFound);

export const ZCalendarFeedParams = z.object({ token: ZCalendarToken });

/** The player's private feed: its address, or null while they have none. */
export const ZCalendarFeed = z.object({
  /** https://… for a link; calendar apps also take it as webcal://… */
  url: z.string().nullable(),
});
export const ZCalendarFeedResponse = z.object({ data: ZCalendarFeed });
export const ZCalendarFeedChangeResponse = z.object({ message: z.string(), data: ZCalendarFeed });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZTournamentCalendarParams = z.object({ id: ZId });
