import { describe, expect, it } from 'vitest';
import type { DrawSlot } from './knockout-draw.js';
import { slotLabel } from './slot-label.js';

describe('slotLabel', () => {
  it.each<[string, DrawSlot, string]>([
    ['a seeded entrant shows the seed', { kind: 'participant', id: 7, seed: 3, qualifier: null }, '3'],
    [
      'an entrant who came through qualifier 2 shows Q2',
      { kind: 'participant', id: 7, seed: null, qualifier: 2 },
      'Q2',
    ],
    ['an unseeded direct entrant shows nothing', { kind: 'participant', id: 7, seed: null, qualifier: null }, ''],
    ['a pending qualifier shows its number', { kind: 'qualifier', qualifier: 1 }, 'Q1'],
    ['a bye shows BYE', { kind: 'bye' }, 'BYE'],
    ['an empty slot shows a dash', { kind: 'open' }, '-'],
  ])('%s', (_rule, slot, expected) => {
    expect(slotLabel(slot)).toBe(expected);
  });
});
