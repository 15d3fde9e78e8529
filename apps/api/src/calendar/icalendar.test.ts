import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { athensLocal, foldLine, writeCalendar, type CalendarEvent } from './icalendar.js';

// The feeds must read right in real calendar apps: each test parses what we
// write with ical.js (the parser of Thunderbird) and checks what it reads.

const event = (values: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'match-1@tennis.test',
  sequence: 0,
  start: new Date('2026-11-28T16:00:00Z'),
  end: new Date('2026-11-28T17:30:00Z'),
  summary: 'Παπαδόπουλος – Γεωργίου',
  ...values,
});

/** The events as ical.js reads them, with the zone the file defines registered first. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('writeCalendar', () => {
  it.each([
    // Winter (EET, +2), the last Saturday before each change and the Sunday of it (EEST, +3).
    ['a winter evening', '2026-11-28T16:00:00Z', '20261128T180000'],
    ['the eve of summer time', '2026-03-28T16:00:00Z', '20260328T180000'],
    ['the day summer time starts', '2026-03-29T15:00:00Z', '20260329T180000'],
    ['the day summer time ends', '2026-10-25T16:00:00Z', '20261025T180000'],
    ['a summer morning', '2026-07-15T06:30:00Z', '20260715T093000'],
  ])('writes %s on the Athens clock and a parser reads the same instant', (_name, instant, local) => {
    const start = new Date(instant);
    const text = writeCalendar({
      name: 'Αγώνες',
      events: [event({ start, end: new Date(start.getTime() + 5_400_000) })],
    });
    expect(athensLocal(start)).toBe(local);
    expect(text).toContain(`DTSTART;TZID=Europe/Athens:${local}\r\n`);
    const [read] = parse(text);
    expect(read!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(read!.endDate.toJSDate().getTime() - start.getTime()).toBe(5_400_000);
  });

  it('writes the hour the clock repeats in October in UTC, where the Athens time would name two instants', () => {
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      const start = new Date(instant);
      const text = writeCalendar({ name: 'Αγώνες', events: [event({ start, end: start })] });
      expect(text).toContain(`DTSTART:${instant.replace(/[-:]/g, '').slice(0, 15)}Z\r\n`);
      expect(parse(text)[0]!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    }
  });

  it('keeps Greek text, commas, semicolons and line breaks as they were, in lines of at most 75 octets', () => {
    const summary = 'Γιώργος Παπαδόπουλος, Κωνσταντίνος Αλεξανδρόπουλος; τελικός\nΑνδρών Μονό (Open), γήπεδο 3';
    const text = writeCalendar({ name: 'Αγώνες', events: [event({ summary, location: 'Όμιλος, Κηφισιά' })] });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [read] = parse(text);
    expect(read!.summary).toBe(summary);
    expect(read!.location).toBe('Όμιλος, Κηφισιά');
  });

  it('gives each event its UID and SEQUENCE, so an app updates a rescheduled match in place', () => {
    const text = writeCalendar({
      name: 'Αγώνες',
      events: [event({ uid: 'match-7@tennis.test', sequence: 3 }), event({ uid: 'match-8@tennis.test' })],
    });
    const read = parse(text);
    expect(read.map((e) => [e.uid, e.sequence])).toEqual([
      ['match-7@tennis.test', 3],
      ['match-8@tennis.test', 0],
    ]);
  });

  it('round-trips any text and any instant', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
        fc.oneof(
          fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2090-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          // Around both changes of 2026, where the clock skips and repeats an hour.
          fc.integer({ min: Date.UTC(2026, 2, 28, 23), max: Date.UTC(2026, 2, 29, 3) }).map((ms) => new Date(ms)),
          fc.integer({ min: Date.UTC(2026, 9, 24, 23), max: Date.UTC(2026, 9, 25, 3) }).map((ms) => new Date(ms)),
        ),
        (summary, at) => {
          const start = new Date(Math.floor(at.getTime() / 1000) * 1000);
          const [read] = parse(writeCalendar({ name: 'x', events: [event({ summary, start, end: start })] }));
          expect(read!.summary).toBe(summary.replace(/\r\n|\r/g, '\n'));
          expect(read!.startDate.toJSDate().getTime()).toBe(start.getTime());
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('foldLine', () => {
  it('leaves a short line alone and cuts a long Greek one between characters', () => {
    expect(foldLine('SUMMARY:Τελικός')).toBe('SUMMARY:Τελικός');
    const long = `SUMMARY:${'Αλεξανδρόπουλος '.repeat(8)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
  });
});
