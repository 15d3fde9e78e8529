import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TDrawMatch } from '@tennis/contracts';
import { buildDrawMatch } from '../../../test/tournaments';
import { currentRoundIndex } from './current-round';
import { drawRounds, type DrawRound } from './draw-rounds';

type State = 'played' | 'open' | 'bye' | 'waiting';
const matchOf = (phase: number, aa: number, state: State): TDrawMatch =>
  buildDrawMatch({
    id: phase * 100 + aa,
    aa,
    tournamentPhase: phase,
    state: state === 'played' ? 'concluded' : state === 'waiting' ? 'uninitialized' : 'initialized',
    bye: state === 'bye',
  });
/** An 8-draw whose rounds (8, 4, 2) hold the given states. */
const draw = (r8: State[], r4: State[], final: State): DrawRound[] =>
  drawRounds([
    ...r8.map((s, i) => matchOf(8, i + 1, s)),
    ...r4.map((s, i) => matchOf(4, i + 5, s)),
    matchOf(2, 7, final),
  ]);

describe('currentRoundIndex', () => {
  it.each([
    ['nothing played: the first round', draw(['open', 'open', 'open', 'open'], ['waiting', 'waiting'], 'waiting'), 0],
    [
      'a first round of byes and one open match',
      draw(['bye', 'bye', 'bye', 'open'], ['open', 'waiting'], 'waiting'),
      0,
    ],
    ['byes need no one on court', draw(['bye', 'bye', 'bye', 'played'], ['open', 'open'], 'waiting'), 1],
    ['one quarter-final left', draw(['played', 'played', 'played', 'open'], ['open', 'waiting'], 'waiting'), 0],
    ['semi-finals under way', draw(['played', 'played', 'played', 'played'], ['played', 'open'], 'waiting'), 1],
    ['only the final left', draw(['played', 'played', 'played', 'played'], ['played', 'played'], 'open'), 2],
    ['all played: the final', draw(['played', 'played', 'played', 'played'], ['played', 'played'], 'played'), 2],
  ])('%s', (_, rounds, expected) => {
    expect(currentRoundIndex(rounds)).toBe(expected);
  });

  it('answers 0 for a draw without rounds', () => {
    expect(currentRoundIndex([])).toBe(0);
  });

  it('is the earliest round with a match to play, or the last round when none is left', () => {
    const state = fc.constantFrom<State>('played', 'open', 'bye', 'waiting');
    fc.assert(
      fc.property(fc.array(fc.array(state, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 7 }), (plan) => {
        const rounds = drawRounds(
          plan.flatMap((states, r) => states.map((s, i) => matchOf(2 ** (plan.length - r), i + 1, s))),
        );
        const toPlay = (round: DrawRound) => round.matches.some((m) => m.state !== 'concluded' && !m.bye);
        const index = currentRoundIndex(rounds);
        expect(rounds.slice(0, index).some(toPlay)).toBe(false);
        if (rounds.some(toPlay)) expect(toPlay(rounds[index]!)).toBe(true);
        else expect(index).toBe(rounds.length - 1);
      }),
    );
  });
});
