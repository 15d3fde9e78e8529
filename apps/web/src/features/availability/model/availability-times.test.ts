import { describe, expect, it } from 'vitest';
import {
  athensNow,
  describePeriod,
  fieldsOf,
  periodOf,
  QUARTER_HOURS,
  toCalendarEvents,
  visibleDays,
} from './availability-times';

describe('availability times', () => {
  it('hands the calendar the server’s Athens wall times unchanged', () => {
    const [event] = toCalendarEvents(
      [{ id: 4, start: '2027-03-28 08:00:00', end: '2027-03-28 10:30:00', clubId: null, clubName: null }],
      'Οποιοσδήποτε όμιλος',
    );
    expect(event).toEqual({
      id: '4',
      title: 'Οποιοσδήποτε όμιλος',
      start: '2027-03-28T08:00:00',
      end: '2027-03-28T10:30:00',
    });
  });

  it('reads a selection back as the same wall time, a selection to midnight as 24:00', () => {
    expect(fieldsOf(new Date('2027-10-31T18:00:00Z'), new Date('2027-11-01T00:00:00Z'))).toEqual({
      day: '2027-10-31',
      start: '18:00',
      end: '24:00',
    });
    expect(fieldsOf(new Date('2027-10-31T08:15:00Z'), new Date('2027-10-31T09:45:00Z')).end).toBe('09:45');
  });

  it('sends 24:00 as the next day’s 00:00:00, across the end of a month', () => {
    expect(periodOf('2027-10-31', '22:00', '24:00')).toEqual({
      start: '2027-10-31 22:00:00',
      end: '2027-11-01 00:00:00',
    });
  });

  it('offers the quarter hours from 08:00 to 24:00', () => {
    expect(QUARTER_HOURS[0]).toBe('08:00');
    expect(QUARTER_HOURS[1]).toBe('08:15');
    expect(QUARTER_HOURS.at(-1)).toBe('24:00');
    expect(QUARTER_HOURS).toHaveLength(65);
  });

  it('gives a view’s days with its exclusive end taken off', () => {
    expect(visibleDays(new Date('2027-03-22T00:00:00Z'), new Date('2027-03-29T00:00:00Z'))).toEqual({
      from: '2027-03-22',
      to: '2027-03-28',
    });
  });

  it('reads now on an Athens clock: 10:00 UTC is 13:00 in summer and 12:00 in winter', () => {
    expect(athensNow(Date.parse('2027-07-01T10:00:00Z'))).toBe('2027-07-01T13:00:00');
    expect(athensNow(Date.parse('2027-12-01T10:00:00Z'))).toBe('2027-12-01T12:00:00');
  });

  it('describes a period with its weekday and d/M/yyyy', () => {
    expect(describePeriod('2027-12-02 18:00:00', '2027-12-03 00:00:00', 'el')).toBe('Πέμπτη 2/12/2027, 18:00–24:00');
  });
});
