import { describe, expect, it } from 'vitest';
import { drawMatchState, isByeMatch, type DrawMatchState } from './draw-match-state.js';
import type { DrawMatch, DrawSlot } from './knockout-draw.js';

const entrant: DrawSlot = { kind: 'participant', id: 1, seed: null, qualifier: null };

function match(home: DrawSlot, away: DrawSlot, winner: DrawMatch['winner'] = null): DrawMatch {
  return {
    aa: 1,
    tournamentPhase: 4,
    order: 1,
    isQualifierMatch: false,
    home,
    away,
    winner,
    next: { aa: 3, side: 'home' },
  };
}

describe('drawMatchState', () => {
  it.each<[string, DrawMatch, DrawMatchState]>([
    ['two entrants: initialised', match(entrant, entrant), 'initialized'],
    ['an entrant and a bye: initialised (ready to advance)', match(entrant, { kind: 'bye' }), 'initialized'],
    ['a pending qualifier: uninitialised', match(entrant, { kind: 'qualifier', qualifier: 1 }), 'uninitialized'],
    ['an open slot: uninitialised', match({ kind: 'open' }, entrant), 'uninitialized'],
    ['a winner: concluded', match(entrant, entrant, 'home'), 'concluded'],
  ])('%s', (_rule, m, expected) => {
    expect(drawMatchState(m)).toBe(expected);
  });
});

describe('isByeMatch', () => {
  it.each<[string, DrawMatch, boolean]>([
    ['a bye at home', match({ kind: 'bye' }, entrant), true],
    ['a bye away', match(entrant, { kind: 'bye' }), true],
    ['no bye', match(entrant, { kind: 'qualifier', qualifier: 2 }), false],
  ])('%s: %s', (_rule, m, expected) => {
    expect(isByeMatch(m)).toBe(expected);
  });
});
