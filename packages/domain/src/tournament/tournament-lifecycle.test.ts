import { describe, expect, it } from 'vitest';
import {
  TOURNAMENT_STATES,
  canMoveTournament,
  canToggleParticipations,
  hasPlayBegun,
  participationsAreOpen,
  participationsOpenAfter,
  tournamentStateAfter,
  type TournamentState,
} from './tournament-lifecycle.js';

describe('the tournament lifecycle', () => {
  it.each<[TournamentState, TournamentState | null, TournamentState | null]>([
    ['draft', 'pending', null],
    ['coming-soon', 'pending', 'draft'],
    ['pending', 'underway', 'draft'],
    ['underway', 'archived', 'pending'],
    ['archived', null, 'underway'],
  ])('from %s: next is %s, previous is %s', (state, next, previous) => {
    expect(tournamentStateAfter(state, 'next')).toBe(next);
    expect(tournamentStateAfter(state, 'previous')).toBe(previous);
    expect(canMoveTournament(state, 'next')).toBe(next !== null);
    expect(canMoveTournament(state, 'previous')).toBe(previous !== null);
  });

  it.each<[TournamentState, boolean, boolean]>([
    ['draft', false, false],
    ['coming-soon', true, false],
    ['pending', true, false],
    ['underway', true, true],
    ['archived', false, true],
  ])('in %s: participations can be toggled %s, play has begun %s', (state, toggle, begun) => {
    expect(canToggleParticipations(state)).toBe(toggle);
    expect(hasPlayBegun(state)).toBe(begun);
    expect(participationsAreOpen({ state, participationsOpen: true })).toBe(toggle);
    expect(participationsAreOpen({ state, participationsOpen: false })).toBe(false);
  });

  it.each<[TournamentState, TournamentState, boolean, boolean]>([
    ['draft', 'pending', false, true],
    ['pending', 'underway', false, false],
    ['pending', 'underway', true, true],
    ['underway', 'archived', true, false],
    ['pending', 'draft', true, false],
    ['archived', 'underway', false, false],
  ])('moving %s → %s with participations open %s leaves them open %s', (from, to, open, expected) => {
    expect(participationsOpenAfter(from, to, open)).toBe(expected);
  });

  it('every state but archived moves forward and every state but draft moves back', () => {
    for (const state of TOURNAMENT_STATES) {
      expect(canMoveTournament(state, 'next')).toBe(state !== 'archived');
      expect(canMoveTournament(state, 'previous')).toBe(state !== 'draft');
    }
  });
});
