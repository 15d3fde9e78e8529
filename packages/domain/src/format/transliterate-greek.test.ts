import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transliterateGreek } from './transliterate-greek.js';

describe('transliterateGreek (ELOT 743)', () => {
  it.each([
    ['αβγδεζηθικλμνξοπρστυφχψω', 'avgdezithiklmnxoprstyfchpso'],
    ['Αθήνα', 'athina'],
    ['Ψυχικό', 'psychiko'],
    ['Γ', 'g'],
  ])('maps single letters: %s → %s', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it('writes final sigma as s', () => {
    expect(transliterateGreek('Παπαδόπουλος')).toBe('papadopoulos');
  });

  it('writes ου as ou', () => {
    expect(transliterateGreek('Τουρνουά')).toBe('tournoua');
  });

  it.each([
    ['Αύριο', 'avrio', 'before a voiced consonant'],
    ['Ευάγγελος', 'evangelos', 'before a vowel'],
    ['Αυτοκίνητο', 'aftokinito', 'before a voiceless consonant'],
    ['Ελευθέριος', 'eleftherios', 'before θ'],
    ['Πειραιεύς', 'peiraiefs', 'before final sigma'],
    ['Ζευ', 'zef', 'at the end of a word'],
    ['ηύρα', 'ivra', 'ηυ before ρ'],
  ])('writes αυ, ευ, ηυ as v or f by the sound after: %s → %s (%s)', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it.each([
    ['άυλος', 'aylos'],
    ['Ταΰγετος', 'taygetos'],
    ['προϋπόθεση', 'proypothesi'],
  ])('keeps the vowels apart when the first is accented or the second has a dialytika: %s → %s', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it.each([
    ['Μπάμπης', 'bampis'],
    ['Μπαρ', 'bar'],
    ['ΜΠΑΛΑ', 'bala'],
    ['λάμπα', 'lampa'],
    ['ραμπ', 'rab'],
  ])('writes μπ as b at either end of a word and mp inside: %s → %s', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it.each([
    ['Άγγελος', 'angelos'],
    ['Σφίγξ', 'sfinx'],
    ['Σύγχρονος', 'synchronos'],
    ['Γκάζι', 'gkazi'],
    ['Ντίνος', 'ntinos'],
  ])('writes γγ, γξ, γχ with n, and keeps γκ and ντ letter by letter: %s → %s', (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it('reads capitals and polytonic text like lower-case monotonic text', () => {
    expect(transliterateGreek('ΕΥΑΓΓΕΛΟΣ')).toBe('evangelos');
    expect(transliterateGreek('Ἀθῆναι')).toBe('athinai');
  });

  it('leaves non-Greek characters alone, in lower case', () => {
    expect(transliterateGreek('Open 2025 - Αθήνα!')).toBe('open 2025 - athina!');
  });

  it('never leaves a Greek letter in its output', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ΑαΆάΕΥυύϋΐΜμΠπΓγΚκΝΤτΣσςΩώΟο ') }), (text) => {
        expect(transliterateGreek(text)).not.toMatch(/[\u0370-\u03ff]/);
      }),
    );
  });
});
