import { describe, expect, it } from 'vitest';
import type { TAppConfig, TCurrentUser } from '@tennis/contracts';
import type { Preferences } from '../../lib/preferences';
import { buildUser } from '../../test/users';
import { popupToShow, SNOOZE_MS } from './popup-schedule';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const NOW = 1_800_000_000_000;
const seen: Preferences = { cookieConsent: true };
const browsing = (minutes: number) => NOW - minutes * MIN;
const regular = buildUser({ browsingMaturityLevel: 3 });

type Row = [string, TCurrentUser | null, Preferences, TAppConfig['appEnv'], number, string, string | null];
const rows: Row[] = [
  // name, user, preferences, env, browsing started, page, expected
  ['a guest after 5 minutes gets the account prompt', null, seen, 'live', browsing(5), '/home', 'accountCreation'],
  ['a guest after 4 minutes gets nothing yet', null, seen, 'live', browsing(4), '/home', null],
  ['a guest in dev after 1 minute gets the account prompt', null, seen, 'dev', browsing(1), '/home', 'accountCreation'],
  ['a guest in test waits the full 5 minutes', null, seen, 'test', browsing(1), '/home', null],
  [
    'a guest who said yes is not asked again',
    null,
    { ...seen, accountCreation: 'positive' },
    'live',
    browsing(30),
    '/home',
    null,
  ],
  [
    'a guest who said never is not asked again',
    null,
    { ...seen, accountCreation: 'never-show-again' },
    'live',
    browsing(30),
    '/home',
    null,
  ],
  [
    'a guest who snoozed 13 days ago waits',
    null,
    { ...seen, accountCreation: 'snooze', snoozedAt: { accountCreation: NOW - 13 * DAY } },
    'live',
    browsing(30),
    '/home',
    null,
  ],
  [
    'a guest who snoozed 14 days ago is asked again',
    null,
    { ...seen, accountCreation: 'snooze', snoozedAt: { accountCreation: NOW - SNOOZE_MS } },
    'live',
    browsing(30),
    '/home',
    'accountCreation',
  ],
  ['a guest who has not answered the cookie notice is not asked', null, {}, 'live', browsing(30), '/home', null],
  ['a guest on the register page is not asked', null, seen, 'live', browsing(30), '/register', null],
  ['a user at maturity 3 gets the feedback prompt', regular, seen, 'live', browsing(5), '/home', 'userFeedback'],
  [
    'a user at maturity 2 gets nothing',
    buildUser({ browsingMaturityLevel: 2 }),
    seen,
    'live',
    browsing(30),
    '/home',
    null,
  ],
  [
    'a user never gets the account prompt',
    buildUser({ browsingMaturityLevel: 0 }),
    seen,
    'dev',
    browsing(30),
    '/home',
    null,
  ],
  [
    'a user who snoozed feedback 14 days ago is asked again',
    regular,
    { ...seen, userFeedback: 'snooze', snoozedAt: { userFeedback: NOW - 14 * DAY } },
    'live',
    browsing(6),
    '/home',
    'userFeedback',
  ],
  [
    'a user who gave feedback is not asked again',
    regular,
    { ...seen, userFeedback: 'positive' },
    'live',
    browsing(60),
    '/home',
    null,
  ],
  [
    "a guest's answer does not silence the feedback prompt",
    regular,
    { ...seen, accountCreation: 'never-show-again' },
    'live',
    browsing(6),
    '/home',
    'userFeedback',
  ],
];

describe('popupToShow', () => {
  it.each(rows)('%s', (_name, user, preferences, appEnv, browsingStartedAt, pathname, expected) => {
    expect(popupToShow({ user, preferences, appEnv, browsingStartedAt, now: NOW, pathname })).toBe(expected);
  });
});
