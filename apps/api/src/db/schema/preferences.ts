import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamptz, updatedAt } from './columns.js';
import { communicationCategory, communicationChannel, popupAnswer } from './enums.js';

/**
 * A signed-in user's UI preferences, kept so they follow the user across
 * browsers. The browser cookie (one year) stays the source for guests.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull().default('el'),
  darkMode: boolean('dark_mode').notNull().default(false),
  autoRedirectToNext: boolean('auto_redirect_to_next').notNull().default(true),
  cookieConsent: boolean('cookie_consent'),
  accountCreation: popupAnswer('account_creation'),
  accountCreationSnoozedUntil: timestamptz('account_creation_snoozed_until'),
  userFeedback: popupAnswer('user_feedback'),
  userFeedbackSnoozedUntil: timestamptz('user_feedback_snoozed_until'),
  updatedAt: updatedAt(),
});

/** Which emails a user receives: one row per category; a missing row means email. */
export const communicationPreferences = pgTable(
  'communication_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: communicationCategory('category').notNull(),
    channel: communicationChannel('channel').notNull().default('email'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
