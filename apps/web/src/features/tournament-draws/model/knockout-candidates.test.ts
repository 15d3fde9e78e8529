import { describe, expect, it } from 'vitest';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { proposedPicks, rankedCandidates } from './knockout-candidates';

const participant = (participationId: number, rank: number) => ({
  id: participationId + 1000,
  participationId,
  position: rank,
  displayName: `Παίκτης ${participationId}`,
  players: [{ id: participationId, displayName: `Παίκτης ${participationId}` }],
  rank,
  wins: 0,
  losses: 0,
  setWins: 0,
  setLosses: 0,
  gameWins: 0,
  gameLosses: 0,
});
const group = (letter: string, ...participants: ReturnType<typeof participant>[]): TRoundRobinGroup => ({
  id: letter.charCodeAt(0),
  letter,
  name: letter,
  groupNumber: letter.charCodeAt(0) - 64,
  nickname: null,
  groupParticipants: participants,
  groupMatches: [],
});

describe('rankedCandidates', () => {
  it('puts the group winners first, then the runners-up, each rank in group order', () => {
    const groups = [group('B', participant(4, 2), participant(3, 1)), group('A', participant(1, 1), participant(2, 2))];
    expect(rankedCandidates(groups).map((c) => `${c.letter}${c.rank}`)).toEqual(['A1', 'B1', 'A2', 'B2']);
  });
});

describe('proposedPicks', () => {
  it('proposes the best-ranked candidates for the places, in order', () => {
    const candidates = rankedCandidates([group('A', participant(1, 1), participant(2, 2), participant(5, 3))]);
    expect(proposedPicks(candidates, 2)).toEqual([1, 2]);
  });

  it('leaves the places it cannot fill empty', () => {
    const candidates = rankedCandidates([group('A', participant(1, 1))]);
    expect(proposedPicks(candidates, 4)).toEqual([1, null, null, null]);
  });
});
