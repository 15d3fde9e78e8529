import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from './palette-store';

const key = (over: Partial<KeyboardEvent>) => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

describe('isPaletteShortcut', () => {
  it.each([
    { event: key({ key: 'k', code: 'KeyK', ctrlKey: true }), expected: true },
    { event: key({ key: 'K', code: 'KeyK', metaKey: true }), expected: true },
    { event: key({ key: 'κ', code: 'KeyK', ctrlKey: true }), expected: true },
    { event: key({ key: 'k', code: 'KeyK' }), expected: false },
    { event: key({ key: 'k', code: 'KeyK', ctrlKey: true, shiftKey: true }), expected: false },
    { event: key({ key: 'j', code: 'KeyJ', ctrlKey: true }), expected: false },
  ])(
    '$event.key with ctrl $event.ctrlKey, meta $event.metaKey, shift $event.shiftKey gives $expected',
    ({ event, expected }) => {
      expect(isPaletteShortcut(event)).toBe(expected);
    },
  );
});
