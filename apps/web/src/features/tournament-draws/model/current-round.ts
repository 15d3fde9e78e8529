import type { DrawRound } from './draw-rounds';

/** A match still to be played: not concluded and not a bye (a bye needs no one on court). */
const unplayed = (match: DrawRound['matches'][number]) => match.state !== 'concluded' && !match.bye;

/**
 * The round a visitor most likely came for: the earliest with a match still to
 * be played, or the final (the last round) once every match is played. Answers
 * an index into `rounds` (first round first); 0 for a draw without rounds.
 */
export function currentRoundIndex(rounds: readonly DrawRound[]): number {
  const index = rounds.findIndex((round) => round.matches.some(unplayed));
  return index === -1 ? Math.max(rounds.length - 1, 0) : index;
}
