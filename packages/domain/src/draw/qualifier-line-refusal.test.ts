import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQualifierMatch, qualifierLineRefusal } from './add-qualifier-match.js';
import { buildKnockoutDraw } from './build-knockout-draw.js';
import { DRAW_MESSAGES } from './draw-messages.js';

const line = (overrides: Partial<Parameters<typeof qualifierLineRefusal>[1]> = {}) => ({
  isQualifierMatch: false,
  tournamentPhase: 16,
  played: false,
  slot: 'open' as const,
  ...overrides,
});

describe('qualifierLineRefusal', () => {
  it.each([
    ['an open first-round line', line(), null],
    ['a BYE of an unplayed first-round match', line({ slot: 'bye' }), null],
    ['a line held by an entrant', line({ slot: 'participant' }), DRAW_MESSAGES.notAFreeLine],
    ['a line already waiting for a qualifier', line({ slot: 'qualifier' }), DRAW_MESSAGES.notAFreeLine],
    ['a BYE already advanced', line({ slot: 'bye', played: true }), DRAW_MESSAGES.notAFreeLine],
    ['a line of the second round', line({ tournamentPhase: 8 }), DRAW_MESSAGES.notAnEntrySlot],
    ['a line of a qualifier match', line({ isQualifierMatch: true }), DRAW_MESSAGES.notAnEntrySlot],
  ])('answers %s with %j', (_name, candidate, refusal) => {
    expect(qualifierLineRefusal(16, candidate)).toBe(refusal);
  });

  it('agrees with addQualifierMatch on every first-round line of any draw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 16, 32),
        fc.nat(),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (drawSize, entrantsSeed, qualifiers, lot) => {
          // A draw holds half its size up to its size, qualifiers included.
          const total = drawSize / 2 + (entrantsSeed % (drawSize / 2 + 1));
          const entrants = total - Math.min(qualifiers, total - 2);
          const draw = buildKnockoutDraw({
            drawSize,
            seeded: [],
            unseeded: Array.from({ length: entrants }, (_, i) => i + 1),
            qualifierMatches: total - entrants,
            random: () => lot,
          });
          for (const match of draw.matches.slice(0, drawSize / 2)) {
            for (const side of ['home', 'away'] as const) {
              const refusal = qualifierLineRefusal(drawSize, {
                ...match,
                played: match.winner !== null,
                slot: match[side].kind,
              });
              const result = addQualifierMatch(draw, { aa: match.aa, side });
              expect(result.ok ? null : result.message).toBe(refusal);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
