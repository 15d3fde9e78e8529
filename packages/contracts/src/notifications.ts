import { z } from 'zod';
import { COMMUNICATION_TOPICS } from './account.js';

/** The Greek texts of unsubscribing and subscribing again from a mail's link. */
export const NOTIFICATION_MESSAGES = {
  invalidLink: 'Ο σύνδεσμος δεν είναι έγκυρος. Αλλάξτε τις προτιμήσεις σας από τις ρυθμίσεις του λογαριασμού σας.',
  accountGone: 'Ο λογαριασμός αυτού του συνδέσμου δεν υπάρχει πια.',
  unsubscribed: 'Δεν θα λαμβάνετε πλέον αυτά τα email.',
  subscribed: 'Θα λαμβάνετε ξανά αυτά τα email.',
} as const;

/**
 * The proof a mail's unsubscribe link carries: the user, the category and a
 * signature of both by the server's secret (HMAC-SHA256, base64url).
 */
export const ZUnsubscribeToken = z
  .string()
  .regex(
    new RegExp(`^\\d{1,10}\\.(${COMMUNICATION_TOPICS.join('|')})\\.[\\w-]{43}$`),
    NOTIFICATION_MESSAGES.invalidLink,
  );

export const ZUnsubscribeQuery = z.object({ token: ZUnsubscribeToken });

/** What unsubscribing answers: the category and where to subscribe again. */
export const ZUnsubscribeResponse = z.object({
  message: z.string(),
  data: z.object({
    category: z.enum(COMMUNICATION_TOPICS),
    /** POST it (same site) to subscribe again: /api/resubscribe?token=… */
    resubscribeUrl: z.string(),
  }),
});
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;

export const ZResubscribeResponse = z.object({
  message: z.string(),
  data: z.object({ category: z.enum(COMMUNICATION_TOPICS) }),
});
export type TResubscribeResponse = z.infer<typeof ZResubscribeResponse>;
