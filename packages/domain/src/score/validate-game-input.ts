import { SCORE_MESSAGES } from './score-messages.js';
import type { PartKind } from './score-types.js';

/** The highest count a box takes in the league's format: games in a set, points in the super tie-break (spec 3 §9). */
export const GAME_INPUT_MAX: Readonly<Record<PartKind, number>> = { set: 7, superTieBreak: 99 };

export type GameInputResult = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * Checks one box of the score form as it is typed. An empty box is accepted
 * (as `null`): whether the score is complete is decided on submit. Anything
 * but a whole count in range is refused and the box keeps its old value. The
 * range is the league's for a kind of part, or a format's highest count
 * (`maxCount`).
 */
export function validateGameInput(value: unknown, kindOrMax: PartKind | number = 'set'): GameInputResult {
  if (value === null || value === undefined) return { ok: true, value: null };
  const max = typeof kindOrMax === 'number' ? kindOrMax : GAME_INPUT_MAX[kindOrMax];
  const text = typeof value === 'string' ? value.trim() : null;
  if (text === '') return { ok: true, value: null };
  const count = text === null ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > max) {
    return { ok: false, error: SCORE_MESSAGES.invalidGames };
  }
  return { ok: true, value: count };
}
