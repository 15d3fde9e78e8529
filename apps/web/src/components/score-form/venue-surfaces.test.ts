import { describe, expect, it } from 'vitest';
import type { TScheduleVenue } from '@tennis/contracts';
import { courtsOf, defaultSurfaceOf, surfacesOf } from './venue-surfaces';

const venues: TScheduleVenue[] = [
  {
    id: 1,
    name: 'Όμιλος Αντισφαίρισης Αθηνών',
    acronym: 'ΟΑΑ',
    surfaces: ['clay', 'hard'],
    defaultSurface: 'hard',
    courts: [
      { id: 11, name: 'Γήπεδο 1', surface: 'clay' },
      { id: 12, name: 'Κεντρικό', surface: 'hard' },
      { id: 13, name: 'Γήπεδο 2', surface: 'clay' },
    ],
  },
  { id: 2, name: 'Γυμναστικός Σύλλογος', acronym: null, surfaces: ['indoor', 'clay'], defaultSurface: null },
  { id: 3, name: 'Χωρίς γήπεδα', acronym: null, surfaces: [], defaultSurface: null },
];

describe('surfacesOf', () => {
  it('offers the chosen club’s surfaces', () => {
    expect(surfacesOf(venues, '1')).toEqual(['clay', 'hard']);
  });

  it('offers none before a club is chosen', () => {
    expect(surfacesOf(venues, '')).toEqual([]);
  });
});

describe('defaultSurfaceOf', () => {
  it('picks the club’s default surface', () => {
    expect(defaultSurfaceOf(venues, '1')).toBe('hard');
  });

  it('picks the first surface of a club without a default', () => {
    expect(defaultSurfaceOf(venues, '2')).toBe('indoor');
  });

  it('picks none for a club without surfaces or no club at all', () => {
    expect(defaultSurfaceOf(venues, '3')).toBe('');
    expect(defaultSurfaceOf(venues, '')).toBe('');
  });
});

describe('courtsOf', () => {
  it('offers the chosen club’s courts of the chosen surface only', () => {
    expect(courtsOf(venues, '1', 'clay').map((court) => court.id)).toEqual([11, 13]);
    expect(courtsOf(venues, '1', 'hard').map((court) => court.id)).toEqual([12]);
  });

  it('offers none for a club without courts, or before club and surface are chosen', () => {
    expect(courtsOf(venues, '2', 'clay')).toEqual([]);
    expect(courtsOf(venues, '', '')).toEqual([]);
    expect(courtsOf(venues, '1', '')).toEqual([]);
  });
});
