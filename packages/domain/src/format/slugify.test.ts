import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

const SLUG = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

describe('slugify', () => {
  it.each([
    ['Τουρνουά Άνοιξης 2025', 'tournoua-anoixis-2025'],
    ['Πρωτάθλημα Ανδρών 2025-2026', 'protathlima-andron-2025-2026'],
    ['Μικτό Διπλό — Κηφισιά', 'mikto-diplo-kifisia'],
    ['  Open TAF  ', 'open-taf'],
    ['Café & Tennis', 'cafe-tennis'],
    ['!!!', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives lower-case letters and digits in words joined by single hyphens', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(...'ΑάβΓδΕέζΗήΘιΪΐΜπΝτΟόυΥύϋΣσςΩώ -_.,&'),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
        }),
        (name) => {
          expect(slugify(name)).toMatch(SLUG);
        },
      ),
    );
  });

  it('leaves a slug as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ΑάβΓδΕέΜπΝτΟόυύΣςΩώ abc019-') }), (name) => {
        const slug = slugify(name);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('does not care about case or accents', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'αβγδεζηθικλμνξοπρστυφχψω ') }), (name) => {
        expect(slugify(name.toUpperCase())).toBe(slugify(name));
      }),
    );
  });
});
