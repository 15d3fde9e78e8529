import fc from 'fast-check';
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

  it.each(['null', '[true]', '"dark"', '42'])('is empty when the cookie holds %s rather than an object', (raw) => {
    expect(parsePreferences(raw)).toEqual({});
  });

  it('keeps only the snooze times that are numbers', () => {
    expect(parsePreferences(JSON.stringify({ snoozedAt: { accountCreation: 'soon', userFeedback: 5 } }))).toEqual({
      snoozedAt: { userFeedback: 5 },
    });
  });

  it('never throws on any JSON, and what it keeps reads back the same', () => {
    const anyShape = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          darkMode: fc.jsonValue(),
          locale: fc.oneof(fc.constantFrom('el', 'en', 'de'), fc.jsonValue()),
          accountCreation: fc.oneof(fc.constantFrom('snooze', 'positive'), fc.jsonValue()),
          snoozedAt: fc.oneof(fc.record({ userFeedback: fc.oneof(fc.double(), fc.jsonValue()) }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(anyShape, (value) => {
        const read = parsePreferences(JSON.stringify(value));
        expect(parsePreferences(serializePreferences(read))).toEqual(read);
        expect(Object.values(read)).not.toContain(undefined);
      }),
    );
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
