import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeGreekForSearch } from '../format/normalize-greek-for-search.js';
import { transliterateGreek } from '../format/transliterate-greek.js';
import { greeklishKey, greeklishKeysOf, hasGreekLetters } from './greeklish.js';

/** Whether typing `typed` finds the name `greek` from its start (what the search's first tier asks). */
const finds = (typed: string, greek: string) =>
  greeklishKeysOf(greek).some((key) => key.startsWith(greeklishKey(typed)));

describe('greeklish', () => {
  it.each([
    ['papadopoulos', 'Παπαδόπουλος'],
    ['papadopoulou', 'Παπαδοπούλου'],
    ['papadopulos', 'Παπαδόπουλος'],
    ['giorgos', 'Γιώργος'],
    ['georgios', 'Γεώργιος'],
    ['yiorgos', 'Γιώργος'],
    ['xristos', 'Χρήστος'],
    ['christos', 'Χρήστος'],
    ['hristos', 'Χρήστος'],
    ['thanasis', 'Θανάσης'],
    ['8anasis', 'Θανάσης'],
    ['kwstas', 'Κώστας'],
    ['kostas', 'Κώστας'],
    ['psomas', 'Ψωμάς'],
    ['dimitris', 'Δημήτρης'],
    ['demetris', 'Δημήτρης'],
    ['vasilis', 'Βασίλης'],
    ['basilis', 'Βασίλης'],
    ['mpampis', 'Μπάμπης'],
    ['babis', 'Μπάμπης'],
    ['ntinos', 'Ντίνος'],
    ['dinos', 'Ντίνος'],
    ['aggelos', 'Άγγελος'],
    ['angelos', 'Άγγελος'],
    ['xenakis', 'Ξενάκης'],
    ['ksenakis', 'Ξενάκης'],
    ['eirini', 'Ειρήνη'],
    ['irini', 'Ειρήνη'],
    ['evaggelia', 'Ευαγγελία'],
    ['euaggelia', 'Ευαγγελία'],
    ['pappas', 'Παππάς'],
    ['papas', 'Παππάς'],
    ['athena', 'Αθηνά'],
    ['nikolaou', 'Νικολάου'],
    ['giorgos papad', 'Γιώργος Παπαδόπουλος'],
  ])('%s finds %s', (typed, greek) => {
    expect(finds(typed, greek)).toBe(true);
  });

  it.each([
    ['papadakis', 'Παπαδόπουλος'],
    ['kostas', 'Χρήστος'],
    ['maria', 'Μαρίνα'],
    ['nikos', 'Νικολάου'],
    ['eleni', 'Ελευθερία'],
  ])('%s does not find %s', (typed, greek) => {
    expect(finds(typed, greek)).toBe(false);
  });

  it('tells Greek text from Latin', () => {
    expect(hasGreekLetters('παπαδοπ')).toBe(true);
    expect(hasGreekLetters('Ά')).toBe(true);
    expect(hasGreekLetters('papadop')).toBe(false);
    expect(hasGreekLetters('8anasis 2')).toBe(false);
  });

  it('ignores case, accents and extra spaces in what is typed', () => {
    expect(greeklishKey('  PAPADÓPOULOS   Giórgos ')).toBe(greeklishKey('papadopoulos giorgos'));
  });

  const greekName = fc.string({
    unit: fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ'),
    minLength: 1,
    maxLength: 14,
  });

  // Read as the search stores names: without accents (so άυ reads as the diphthong αυ).
  it('finds every Greek name from its standard (ELOT 743) transliteration, and from its first word', () => {
    fc.assert(
      fc.property(fc.array(greekName, { minLength: 1, maxLength: 3 }), (words) => {
        const name = words.join(' ');
        const unaccented = (text: string) => transliterateGreek(normalizeGreekForSearch(text));
        expect(finds(unaccented(name), name)).toBe(true);
        expect(finds(unaccented(words[0]!), name)).toBe(true);
      }),
    );
  });

  it('keeps the words apart and never makes a word longer', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z8]{1,10}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const key = greeklishKey(words.join(' ')).split(' ');
        expect(key).toHaveLength(words.length);
        key.forEach((word, at) => expect(word.length).toBeLessThanOrEqual(words[at]!.length));
      }),
    );
  });

  it('answers at most two keys for any name, the η-as-e one only when there is an η', () => {
    fc.assert(
      fc.property(greekName, (name) => {
        const keys = greeklishKeysOf(name);
        expect(keys.length).toBeGreaterThanOrEqual(1);
        expect(keys.length).toBeLessThanOrEqual(name.includes('η') || name.includes('ή') ? 2 : 1);
      }),
    );
  });
});
