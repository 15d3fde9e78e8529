import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeGreekForSearch } from './normalize-greek-for-search.js';

describe('normalizeGreekForSearch', () => {
  it('lets a plain lower-case term match an accented name', () => {
    expect(normalizeGreekForSearch('Παπαδόπουλος')).toBe(normalizeGreekForSearch('παπαδοπουλος'));
    expect(normalizeGreekForSearch('ΠΑΠΑΔΟΠΟΥΛΟΣ')).toBe('παπαδοπουλοσ');
  });

  it('strips accents and dialytika', () => {
    expect(normalizeGreekForSearch('Άά Έέ Ήή Ίί Όό Ύύ Ώώ ΐ ΰ Ϊϊ Ϋϋ')).toBe('αα εε ηη ιι οο υυ ωω ι υ ιι υυ');
  });

  it('writes final sigma as σ, so a term typed mid-word still matches', () => {
    expect(normalizeGreekForSearch('Γιώργος')).toBe('γιωργοσ');
    expect(normalizeGreekForSearch('Γιώργος').includes(normalizeGreekForSearch('γιωργοσ'))).toBe(true);
  });

  it('strips Latin accents and collapses spaces', () => {
    expect(normalizeGreekForSearch('  Café   Tennis ')).toBe('cafe tennis');
  });

  it('gives the same key whatever the case and accents', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ ') }), (text) => {
        expect(normalizeGreekForSearch(text.toUpperCase())).toBe(normalizeGreekForSearch(text));
      }),
    );
  });

  it('is unchanged by a second pass', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(fc.constantFrom(...'ΆάΐΣςΫ  '), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
        }),
        (text) => {
          const key = normalizeGreekForSearch(text);
          expect(normalizeGreekForSearch(key)).toBe(key);
          expect(key).not.toMatch(/[ς\p{M}]|^\s|\s$|\s\s/u);
        },
      ),
    );
  });
});
