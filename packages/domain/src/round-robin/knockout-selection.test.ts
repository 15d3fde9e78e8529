import { describe, expect, it } from 'vitest';
import {
  knockoutEntrantsFromSelection,
  knockoutSeedsRequired,
  validateKnockoutSelection,
} from './knockout-selection.js';

const field = 'selectedParticipantIds';

describe('knockoutSeedsRequired', () => {
  it.each([
    [16, 4],
    [8, 2],
    [4, 1],
    [2, 1],
  ])('makes the first drawSize / 4 picks of a draw of %i mandatory: %i', (drawSize, seeds) => {
    expect(knockoutSeedsRequired(drawSize)).toBe(seeds);
  });
});

describe('validateKnockoutSelection', () => {
  it('accepts a full selection', () => {
    expect(validateKnockoutSelection([1, 2, 3, 4, 5, 6, 7, 8], 8)).toEqual([]);
  });

  it('accepts empty places after the seeds while half the draw is filled', () => {
    expect(validateKnockoutSelection([1, 2, 3, 4, null, undefined], 8)).toEqual([]);
  });

  it.each([
    [[null, 2, 3, 4, 5, 6, 7, 8], 8],
    [[1, undefined, 3, 4, 5, 6, 7, 8], 8],
    [[1], 8],
    [[], 2],
  ])('refuses %j in a draw of %i: the seeded picks are mandatory', (selection, drawSize) => {
    expect(validateKnockoutSelection(selection, drawSize)).toEqual([
      { field, message: 'Η επιλογή των seeded συμμετοχών είναι υποχρεωτική' },
    ]);
  });

  it('refuses the same participant twice', () => {
    expect(validateKnockoutSelection([1, 2, 3, 1], 4)).toEqual([
      { field, message: 'Η ίδια συμμετοχή έχει επιλεγεί περισσότερες από μία φορές' },
    ]);
  });

  it('refuses so few picks that a first-round match would hold two byes', () => {
    expect(validateKnockoutSelection([1, 2, 3, 4, null, null, 7], 16)).toEqual([
      { field, message: 'Επιλέξτε τουλάχιστον 8 συμμετοχές για το ταμπλό' },
    ]);
  });

  it('refuses a final with a single pick', () => {
    expect(validateKnockoutSelection([1], 2)).toEqual([
      { field, message: 'Επιλέξτε τουλάχιστον 2 συμμετοχές για το ταμπλό' },
    ]);
  });

  it('refuses more picks than places', () => {
    expect(validateKnockoutSelection([1, 2, 3], 2)).toEqual([
      { field, message: 'Οι επιλογές είναι περισσότερες από τις θέσεις του ταμπλό' },
    ]);
  });

  it('refuses a knockout size other than 2, 4, 8 or 16', () => {
    expect(validateKnockoutSelection([1, 2, 3], 32)).toEqual([
      { field, message: 'Επιλέξτε το μέγεθος του ταμπλό που θα ακολουθήσει μετά τη φάση των ομίλων' },
    ]);
  });
});

describe('knockoutEntrantsFromSelection', () => {
  it('seeds the first drawSize / 4 picks in order and leaves the rest unseeded', () => {
    expect(knockoutEntrantsFromSelection([11, 12, 13, null, 15, 16], 8)).toEqual({
      seeded: [11, 12],
      unseeded: [13, 15, 16],
    });
  });
});
