import type { TDrawMatch } from '@tennis/contracts';

export interface RoundByes {
  /** The matches someone plays, in draw order. */
  played: TDrawMatch[];
  /** The bye matches, in draw order. */
  byes: TDrawMatch[];
}

/**
 * Splits a round into its real matches and its byes, so a first round with
 * many byes shows them folded under one line instead of a "BYE" row each.
 */
export function splitByes(matches: readonly TDrawMatch[]): RoundByes {
  return { played: matches.filter((m) => !m.bye), byes: matches.filter((m) => m.bye) };
}
