import { z } from 'zod';
import { readCookie, writeCookie } from './cookies';

export const PREFERENCES_COOKIE = 'preferences';
/** The preferences cookie lives one year (spec 1 §3). */
export const PREFERENCES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const POPUP_ANSWERS = ['positive', 'snooze', 'never-show-again'] as const;
export type PopupAnswer = (typeof POPUP_ANSWERS)[number];
export type PopupKey = 'accountCreation' | 'userFeedback';
const LOCALES = ['el', 'en', 'fr', 'es', 'it'] as const;

// Each key is read on its own so one bad value never throws the others away.
const ZPreferences = z.object({
  cookieConsent: z.boolean().optional().catch(undefined),
  locale: z.enum(LOCALES).optional().catch(undefined),
  darkMode: z.boolean().optional().catch(undefined),
  debugMode: z.boolean().optional().catch(undefined),
  autoRedirectToNext: z.boolean().optional().catch(undefined),
  accountCreation: z.enum(POPUP_ANSWERS).optional().catch(undefined),
  userFeedback: z.enum(POPUP_ANSWERS).optional().catch(undefined),
  /** When each popup was snoozed (epoch ms). */
  snoozedAt: z
    .object({
      accountCreation: z.number().optional().catch(undefined),
      userFeedback: z.number().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type Preferences = z.infer<typeof ZPreferences>;

export function parsePreferences(raw: string | undefined): Preferences {
  if (!raw) return {};
  try {
    return ZPreferences.parse(JSON.parse(raw));
  } catch {
    return {};
  }
}

export function serializePreferences(preferences: Preferences): string {
  return JSON.stringify(preferences);
}

export function readPreferences(): Preferences {
  return parsePreferences(readCookie(PREFERENCES_COOKIE));
}

export function writePreferences(preferences: Preferences): void {
  writeCookie(PREFERENCES_COOKIE, serializePreferences(preferences), PREFERENCES_MAX_AGE_SECONDS);
}

/** An answer to a popup; a snooze remembers when, so the popup returns 14 days later. */
export function answerPopup(preferences: Preferences, key: PopupKey, answer: PopupAnswer, now: number): Preferences {
  const snoozedAt = { ...preferences.snoozedAt };
  if (answer === 'snooze') snoozedAt[key] = now;
  else delete snoozedAt[key];
  return { ...preferences, [key]: answer, snoozedAt };
}
