import { describe, expect, it } from 'vitest';
import { validateAtrp } from './validate-atrp.js';

describe('validateAtrp', () => {
  it('accepts a level', () => {
    expect(validateAtrp('3.0')).toEqual({ ok: true, atrp: 3 });
    expect(validateAtrp(1.5)).toEqual({ ok: true, atrp: 1.5 });
  });

  it.each([null, undefined, '', '  '])("requires a level, with the spec's message, when given %j", (input) => {
    expect(validateAtrp(input)).toEqual({ ok: false, error: 'Αυτό το πεδίο είναι απαραίτητο' });
  });

  it.each(['0.0', '5', 2.75])('refuses %j, which is not a level', (input) => {
    expect(validateAtrp(input)).toEqual({ ok: false, error: 'Μη έγκυρη επιλογή' });
  });
});
