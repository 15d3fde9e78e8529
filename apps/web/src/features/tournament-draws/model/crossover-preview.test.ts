import { describe, expect, it } from 'vitest';
import type { TRoundRobinGroup } from '@tennis/contracts';
import { crossoverPreview } from './crossover-preview';

const member = (id: number, displayName: string, withdrawn = false) => ({
  id,
  participationId: id,
  position: id,
  displayName,
  players: [],
  rank: id,
  withdrawn,
  replaced: false,
  wins: 0,
  losses: 0,
  setWins: 0,
  setLosses: 0,
  gameWins: 0,
  gameLosses: 0,
});
const group = (id: number, name: string, members: ReturnType<typeof member>[]): TRoundRobinGroup => ({
  id,
  groupNumber: id,
  letter: name,
  nickname: null,
  name,
  groupParticipants: members,
  groupMatches: [],
});

describe('crossoverPreview', () => {
  it('pairs two groups Α1–Β2 and Α2–Β1, passing over a withdrawn player', () => {
    const groups = [
      group(1, 'Α', [member(1, 'Άρης'), member(2, 'Βασίλης', true), member(3, 'Γιώργος')]),
      group(2, 'Β', [member(4, 'Δημήτρης'), member(5, 'Ευάγγελος'), member(6, 'Ζήσης')]),
    ];
    const preview = crossoverPreview(groups, 4);
    expect(preview).toEqual({
      ok: true,
      pairs: [
        [
          { label: 'Α1', displayName: 'Άρης' },
          { label: 'Β2', displayName: 'Ευάγγελος' },
        ],
        [
          { label: 'Α2', displayName: 'Γιώργος' },
          { label: 'Β1', displayName: 'Δημήτρης' },
        ],
      ],
    });
  });

  it('gives the Greek reason when the groups outnumber the lines', () => {
    const groups = [1, 2, 3].map((id) => group(id, `Ο${id}`, [member(id * 10, 'Χ')]));
    expect(crossoverPreview(groups, 2)).toEqual({
      ok: false,
      message: 'Οι όμιλοι είναι περισσότεροι από τις θέσεις του ταμπλό που ακολουθεί',
    });
  });
});
