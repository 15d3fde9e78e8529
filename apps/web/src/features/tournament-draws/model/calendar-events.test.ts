import { afterEach, describe, expect, it } from 'vitest';
import type { TMatch } from '@tennis/contracts';
import {
  addWallMinutes,
  athensNow,
  categoryMatches,
  initialCalendarDate,
  toCalendarEvents,
  unscheduledMatches,
} from './calendar-events';

const side = (displayName: string | null) => ({ displayName, players: [] });

const match = (values: Partial<TMatch>): TMatch =>
  ({
    id: 1,
    bye: false,
    home: side('Παπαδόπουλος'),
    away: side('Γεωργίου'),
    scheduledAt: null,
    club: null,
    scoreText: '',
    matchFormat: 'SET3-S:6/TB7-F:TB10',
    ...values,
  }) as TMatch;

const deviceZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = deviceZone;
});

describe('toCalendarEvents', () => {
  it('keeps a match at the Athens time the server gave, whatever the device zone', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Athens']) {
      process.env.TZ = zone;
      const [event] = toCalendarEvents([match({ scheduledAt: '2026-11-27 18:00:00' })]);
      expect(event?.start).toBe('2026-11-27T18:00:00');
      expect(event?.end).toBe('2026-11-27T19:30:00');
    }
  });

  it('lets a late match end after midnight on the next day', () => {
    const [event] = toCalendarEvents([match({ scheduledAt: '2026-12-31 23:00:00' })]);
    expect(event?.end).toBe('2027-01-01T00:30:00');
  });

  it('does not move a match across the night Athens puts its clocks forward', () => {
    process.env.TZ = 'Europe/Athens';
    expect(addWallMinutes('2027-03-28T02:30:00', 90)).toBe('2027-03-28T04:00:00');
  });

  it('names both sides and the court, and orders the events by time', () => {
    const events = toCalendarEvents([
      match({ id: 2, scheduledAt: '2026-11-28 10:00:00' }),
      match({
        id: 3,
        scheduledAt: '2026-11-27 09:30:00',
        home: side('Α / Β'),
        away: side('Γ / Δ'),
        club: { id: 1, name: 'Όμιλος Αντισφαίρισης Αθηνών', acronym: 'ΟΑΑ' },
      }),
      match({ id: 4 }),
    ]);
    expect(events.map((event) => [event.id, event.title, event.extendedProps.court])).toEqual([
      ['3', 'Α / Β – Γ / Δ · ΟΑΑ', 'ΟΑΑ'],
      ['2', 'Παπαδόπουλος – Γεωργίου', null],
    ]);
  });
});

describe('categoryMatches and unscheduledMatches', () => {
  it('takes qualifiers, draw and group matches but no byes', () => {
    const matches = categoryMatches({
      qualifierMatches: [match({ id: 10 })],
      matches: [match({ id: 20 }), match({ id: 21, bye: true })],
      groups: [{ groupMatches: [match({ id: 30 })] }],
    });
    expect(matches.map((m) => m.id)).toEqual([10, 20, 30]);
  });

  it('lists only the undated matches whose two sides are known', () => {
    const undated = unscheduledMatches([
      match({ id: 1 }),
      match({ id: 2, scheduledAt: '2026-11-27 18:00:00' }),
      match({ id: 3, away: side(null) }),
    ]);
    expect(undated.map((m) => m.id)).toEqual([1]);
  });
});

describe('initialCalendarDate and athensNow', () => {
  const events = [{ start: '2026-11-20T10:00:00' }, { start: '2026-11-28T18:00:00' }];

  it('opens on the next match to come, counted in Athens', () => {
    // 23:30 UTC on the 27th is already the 28th in Athens.
    expect(initialCalendarDate(events, Date.UTC(2026, 10, 27, 23, 30))).toBe('2026-11-28');
  });

  it('opens on the last match once all are past, and on today without matches', () => {
    expect(initialCalendarDate(events, Date.UTC(2026, 11, 5, 12))).toBe('2026-11-28');
    expect(initialCalendarDate([], Date.UTC(2026, 11, 5, 12))).toBe('2026-12-05');
  });

  it('gives now as Athens wall time for the calendar', () => {
    expect(athensNow(Date.UTC(2026, 6, 1, 21, 15))).toBe('2026-07-02T00:15:00');
    expect(athensNow(Date.UTC(2026, 11, 1, 21, 15))).toBe('2026-12-01T23:15:00');
  });
});
