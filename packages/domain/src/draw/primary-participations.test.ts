import { describe, expect, it } from 'vitest';
import { primaryParticipations } from './primary-participations.js';

describe('primaryParticipations', () => {
  it.each([
    [10, 'singles', 10],
    [10, 'doubles', 5],
    [0, 'doubles', 0],
    [11, 'doubles', 5],
  ] as const)('counts %i %s participations as %i draw entries', (count, type, expected) => {
    expect(primaryParticipations(count, type)).toBe(expected);
  });
});
