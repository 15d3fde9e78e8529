import { describe, expect, it } from 'vitest';
import { validateGameInput } from './validate-game-input.js';

const INVALID = 'Μη έγκυρη τιμή για τον αριθμό games';

describe('validateGameInput', () => {
  it.each([0, 1, 6, 7])('accepts %i games in a set', (value) => {
    expect(validateGameInput(value, 'set')).toEqual({ ok: true, value });
  });

  it('checks a set box when no kind is given', () => {
    expect(validateGameInput(8)).toEqual({ ok: false, error: INVALID });
  });

  it.each([8, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d games in a set', (value) => {
    expect(validateGameInput(value, 'set')).toEqual({ ok: false, error: INVALID });
  });

  it.each([0, 10, 13, 99])('accepts %i points in the super tie-break', (value) => {
    expect(validateGameInput(value, 'superTieBreak')).toEqual({ ok: true, value });
  });

  it.each([100, -3, 10.5])('refuses %d points in the super tie-break', (value) => {
    expect(validateGameInput(value, 'superTieBreak')).toEqual({ ok: false, error: INVALID });
  });

  it('reads what is typed into the box', () => {
    expect(validateGameInput('6', 'set')).toEqual({ ok: true, value: 6 });
    expect(validateGameInput(' 12 ', 'superTieBreak')).toEqual({ ok: true, value: 12 });
  });

  it.each(['abc', '6.0', '-1', '1e1', '+5', '٣'])('refuses the typed text %j', (value) => {
    expect(validateGameInput(value, 'superTieBreak')).toEqual({ ok: false, error: INVALID });
  });

  it('accepts an empty box, so a scorer can clear it while typing', () => {
    expect(validateGameInput('', 'set')).toEqual({ ok: true, value: null });
    expect(validateGameInput('  ', 'set')).toEqual({ ok: true, value: null });
    expect(validateGameInput(null, 'set')).toEqual({ ok: true, value: null });
    expect(validateGameInput(undefined, 'set')).toEqual({ ok: true, value: null });
  });

  it('refuses values that are neither numbers nor text', () => {
    expect(validateGameInput(true, 'set')).toEqual({ ok: false, error: INVALID });
    expect(validateGameInput({}, 'set')).toEqual({ ok: false, error: INVALID });
  });
});
