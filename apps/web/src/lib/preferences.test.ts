import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './cookies';
import {
  answerPopup,
  parsePreferences,
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE_SECONDS,
  readPreferences,
  serializePreferences,
  writePreferences,
  type Preferences,
} from './preferences';

const full: Preferences = {
  cookieConsent: true,
  locale: 'el',
  darkMode: true,
  debugMode: false,
  autoRedirectToNext: true,
  accountCreation: 'snooze',
  userFeedback: 'never-show-again',
  snoozedAt: { accountCreation: 1_700_000_000_000 },
};

afterEach(() => {
  document.cookie = `${PREFERENCES_COOKIE}=; Max-Age=0; Path=/`;
});

describe('preferences cookie', () => {
  it('survives a round trip through the browser cookie', () => {
    writePreferences(full);
    expect(readCookie(PREFERENCES_COOKIE)).toBeDefined();
    expect(readPreferences()).toEqual(full);
  });

  it('survives a round trip through its text form', () => {
    expect(parsePreferences(serializePreferences(full))).toEqual(full);
  });

  it('lives one year', () => {
    expect(PREFERENCES_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('is empty when missing or unreadable', () => {
    expect(readPreferences()).toEqual({});
    expect(parsePreferences('{not json')).toEqual({});
  });

  it('drops a bad value and keeps the others', () => {
    expect(parsePreferences(JSON.stringify({ darkMode: 'yes', locale: 'en', accountCreation: 'maybe' }))).toEqual({
      darkMode: undefined,
      locale: 'en',
      accountCreation: undefined,
    });
  });

  it('remembers when a popup was snoozed and forgets it on another answer', () => {
    const snoozed = answerPopup({}, 'userFeedback', 'snooze', 123);
    expect(snoozed).toMatchObject({ userFeedback: 'snooze', snoozedAt: { userFeedback: 123 } });
    expect(answerPopup(snoozed, 'userFeedback', 'positive', 456)).toMatchObject({
      userFeedback: 'positive',
      snoozedAt: {},
    });
  });
});
