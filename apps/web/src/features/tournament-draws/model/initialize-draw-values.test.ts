import { describe, expect, it } from 'vitest';
import { initializeDrawBody, initializeDrawDefaults, type InitializeDrawValues } from './initialize-draw-values';

const values = (overrides: Partial<InitializeDrawValues>): InitializeDrawValues => ({
  ...initializeDrawDefaults({ drawSizeOptions: [16, 32] }),
  ...overrides,
});

describe('initializeDrawDefaults', () => {
  it('proposes a knockout of the first size offered', () => {
    expect(initializeDrawDefaults({ drawSizeOptions: [16, 32] })).toMatchObject({ format: 'knockout', drawSize: 16 });
  });

  it('falls back to a draw of four when no size is offered', () => {
    expect(initializeDrawDefaults({ drawSizeOptions: [] }).drawSize).toBe(4);
  });
});

describe('initializeDrawBody', () => {
  it('sends only the size and the qualifier matches of a knockout', () => {
    expect(initializeDrawBody(values({ drawSize: 32, qualifierMatches: 2, groupCount: 3 }))).toEqual({
      drawSize: 32,
      qualifierMatches: 2,
    });
  });

  it('sends the groups and the size of the knockout that follows them', () => {
    expect(
      initializeDrawBody(
        values({ format: 'roundRobin', groupCount: 2, groupSize: 5, drawFollowUp: 'knockout', drawFollowUpSize: 8 }),
      ),
    ).toEqual({ roundRobin: true, groupCount: 2, groupSize: 5, drawFollowUp: 'knockout', drawFollowUpSize: 8 });
  });

  it('sends no follow-up size when nothing follows the groups', () => {
    expect(initializeDrawBody(values({ format: 'roundRobin', drawFollowUp: 'none' }))).toMatchObject({
      drawFollowUp: 'none',
      drawFollowUpSize: null,
    });
  });

  it('sends a follow-up not yet chosen as null', () => {
    expect(initializeDrawBody(values({ format: 'roundRobin', drawFollowUp: '' }))).toMatchObject({
      drawFollowUp: null,
      drawFollowUpSize: null,
    });
  });
});
