import { describe, expect, it } from 'vitest';
import { DRAW_MESSAGES } from './draw-messages.js';
import { placementRefusal, type PlacementLine } from './place-participation.js';

const firstRound: PlacementLine = { isQualifierMatch: false, tournamentPhase: 8, played: false, slot: 'open' };

describe('placementRefusal (a draw of 8)', () => {
  it.each<[string, Partial<PlacementLine>, string | null]>([
    ['takes an entrant on an open line of an unplayed first-round match', {}, null],
    [
      'takes an entrant on an open line of an unplayed qualifier match',
      { isQualifierMatch: true, tournamentPhase: 16 },
      null,
    ],
    [
      'refuses a line of the second round, which waits for a winner',
      { tournamentPhase: 4 },
      DRAW_MESSAGES.notAnEntrySlot,
    ],
    ['refuses a line of a played match', { played: true }, DRAW_MESSAGES.matchConcluded],
    ['refuses a line someone holds', { slot: 'participant' }, DRAW_MESSAGES.slotNotEmpty],
    ['refuses a bye', { slot: 'bye' }, DRAW_MESSAGES.slotNotEmpty],
    ["refuses a line waiting for a qualifier's winner", { slot: 'qualifier' }, DRAW_MESSAGES.slotNotEmpty],
  ])('%s', (_name, line, expected) => {
    expect(placementRefusal(8, { ...firstRound, ...line })).toBe(expected);
  });
});
