import { describe, expect, it } from 'vitest';
import { KNOCKOUT_PHASE, REGULAR_SEASON_PHASE, championshipPhaseOf } from './championship-phase-codes.js';

describe('championshipPhaseOf', () => {
  it.each([
    [REGULAR_SEASON_PHASE, 'regular-season'],
    [KNOCKOUT_PHASE, 'knockout'],
    [null, 'regular-season'],
    [undefined, 'regular-season'],
  ] as const)('reads phase code %s as %s (no code is the regular season)', (code, phase) => {
    expect(championshipPhaseOf(code)).toBe(phase);
  });

  it('keeps the codes the spec gives: 1024 regular season, 1025 knockouts', () => {
    expect([REGULAR_SEASON_PHASE, KNOCKOUT_PHASE]).toEqual([1024, 1025]);
  });
});
