import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRandomSeeds } from './assign-random-seeds.js';

describe('assignRandomSeeds', () => {
  it('seeds the best-rated participations in rating order', () => {
    const candidates = [
      { id: 1, rating: 40 },
      { id: 2, rating: 90 },
      { id: 3, rating: 70 },
      { id: 4, rating: 10 },
    ];
    expect(assignRandomSeeds(candidates, 2)).toEqual([
      { id: 2, seed: 1 },
      { id: 3, seed: 2 },
    ]);
  });

  it('puts participations without a rating after every rated one', () => {
    const seeds = assignRandomSeeds([{ id: 1 }, { id: 2, rating: null }, { id: 3, rating: 5 }], 3, () => 0.5);
    expect(seeds[0]).toEqual({ id: 3, seed: 1 });
    expect(
      seeds
        .map((s) => s.id)
        .slice(1)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('lets the lot order equal ratings', () => {
    const candidates = [
      { id: 1, rating: 50 },
      { id: 2, rating: 50 },
    ];
    expect(assignRandomSeeds(candidates, 2, () => 0.999).map((s) => s.id)).toEqual([1, 2]);
    expect(assignRandomSeeds(candidates, 2, () => 0).map((s) => s.id)).toEqual([2, 1]);
  });

  it('gives no seeds for a seed count of 0 or less', () => {
    expect(assignRandomSeeds([{ id: 1, rating: 1 }], 0)).toEqual([]);
    expect(assignRandomSeeds([{ id: 1, rating: 1 }], -2)).toEqual([]);
  });

  it('numbers the seeds 1 … n with non-increasing ratings, each participation at most once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer(), rating: fc.option(fc.integer({ min: 0, max: 250 })) }), {
          selector: (c) => c.id,
        }),
        fc.integer({ min: 0, max: 40 }),
        (candidates, count) => {
          const seeds = assignRandomSeeds(candidates, count);
          expect(seeds.map((s) => s.seed)).toEqual(
            Array.from({ length: Math.min(count, candidates.length) }, (_, i) => i + 1),
          );
          expect(new Set(seeds.map((s) => s.id)).size).toBe(seeds.length);
          const ratings = seeds.map((s) => candidates.find((c) => c.id === s.id)?.rating ?? -Infinity);
          ratings.slice(1).forEach((rating, i) => expect(rating).toBeLessThanOrEqual(ratings[i] ?? -Infinity));
        },
      ),
    );
  });
});
