import { readCookie, writeCookie } from './cookies';

export const PREFERENCES_COOKIE = 'preferences';
/** The preferences cookie lives one year (spec 1 §3). */
export const PREFERENCES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const POPUP_ANSWERS = ['positive', 'snooze', 'never-show-again'] as const;
export type PopupAnswer = (typeof POPUP_ANSWERS)[number];
export type PopupKey = 'accountCreation' | 'userFeedback';
const LOCALES = ['el', 'en', 'fr', 'es', 'it'] as const;

export type Preferences = {
  cookieConsent?: boolean;
  locale?: (typeof LOCALES)[number];
  darkMode?: boolean;
  debugMode?: boolean;
  autoRedirectToNext?: boolean;
  accountCreation?: PopupAnswer;
  userFeedback?: PopupAnswer;
  /** When each popup was snoozed (epoch ms). */
  snoozedAt?: { accountCreation?: number; userFeedback?: number };
};

// The cookie is the visitor's own text: each key is read on its own, so one bad value never throws the others
// away. Checked by hand rather than with a schema: every page reads it, and zod would come with it.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const booleanOf = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): T | undefined =>
    (list as readonly unknown[]).includes(value) ? (value as T) : undefined;
const popupAnswerOf = oneOf(POPUP_ANSWERS);

/** Only the keys that hold a valid value. */
const definedOnly = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

export function parsePreferences(raw: string | undefined): Preferences {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  const snoozedAt = isRecord(value.snoozedAt)
    ? definedOnly({
        accountCreation: numberOf(value.snoozedAt.accountCreation),
        userFeedback: numberOf(value.snoozedAt.userFeedback),
      })
    : undefined;
  return definedOnly({
    cookieConsent: booleanOf(value.cookieConsent),
    locale: oneOf(LOCALES)(value.locale),
    darkMode: booleanOf(value.darkMode),
    debugMode: booleanOf(value.debugMode),
    autoRedirectToNext: booleanOf(value.autoRedirectToNext),
    accountCreation: popupAnswerOf(value.accountCreation),
    userFeedback: popupAnswerOf(value.userFeedback),
    snoozedAt,
  });
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
