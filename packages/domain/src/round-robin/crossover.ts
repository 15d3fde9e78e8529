import { seedBlockLines } from '../draw/place-seeds.js';
import { isKnockoutFollowUpSize } from './validate-group-setup.js';

/** A qualifier of the knockout: `place` (1 is the winner) of group `group` (0 is Α). */
export interface CrossoverEntry {
  group: number;
  place: number;
}

export type CrossoverResult =
  | {
      ok: true;
      qualifiersPerGroup: number;
      /** lines[i] is line i + 1 of the knockout; null is a bye. */
      lines: (CrossoverEntry | null)[];
    }
  | { ok: false; message: string };

export const CROSSOVER_MESSAGES = {
  tooManyGroups: 'Οι όμιλοι είναι περισσότεροι από τις θέσεις του ταμπλό που ακολουθεί',
  tooFewQualifiers: 'Οι όμιλοι δεν δίνουν αρκετούς προκριθέντες για το ταμπλό που ακολουθεί',
} as const;

/** How many qualify from each group: drawSize ÷ groups rounded down, at least 1, at most the smallest group (decision 037). */
export function qualifiersPerGroup(groupCount: number, drawSize: number, smallestGroup: number): number {
  return Math.max(1, Math.min(Math.floor(drawSize / groupCount), smallestGroup));
}

/**
 * The crossover table from the groups into the knockout (decision 037): the
 * group winners are the seeds in group order (Α1 line 1, Β1 the last line, Γ1
 * and Δ1 the quarter lines, …), the byes go opposite the first winners, and
 * every other qualifier is placed — place by place, group by group, on the
 * first free line — so that nobody meets their own group in the first round
 * and each runner-up is in the half opposite their group's winner. When both
 * cannot hold, the half rule goes first, then the first-round rule. Two
 * groups give Α1–Β2 and Β1–Α2, four groups into eight Α1–Β2, Γ1–Δ2 | Δ1–Α2, Β1–Γ2.
 */
export function crossoverPlacement(input: {
  groupCount: number;
  drawSize: number;
  /** Participants still in the smallest group. */
  smallestGroup: number;
}): CrossoverResult {
  const { groupCount, drawSize, smallestGroup } = input;
  if (!isKnockoutFollowUpSize(drawSize) || !Number.isInteger(groupCount) || groupCount < 1) {
    throw new RangeError(`No crossover for ${groupCount} groups into a draw of ${drawSize}`);
  }
  if (groupCount > drawSize) return { ok: false, message: CROSSOVER_MESSAGES.tooManyGroups };
  const q = qualifiersPerGroup(groupCount, drawSize, smallestGroup);
  const byes = drawSize - q * groupCount;
  if (smallestGroup < 1 || byes > groupCount || byes > drawSize / 2) {
    return { ok: false, message: CROSSOVER_MESSAGES.tooFewQualifiers };
  }

  const lines: (CrossoverEntry | null | undefined)[] = new Array(drawSize).fill(undefined);
  const seedOrder = seedBlockLines(drawSize).flat();
  const rest: CrossoverEntry[] = [];
  const winnerLine: number[] = [];
  for (let group = 0; group < groupCount; group++) {
    const line = seedOrder[group];
    if (line === undefined) rest.push({ group, place: 1 });
    else {
      lines[line - 1] = { group, place: 1 };
      winnerLine[group] = line;
    }
  }
  for (let b = 0; b < byes; b++) lines[opponentOf(winnerLine[b] as number) - 1] = null;
  for (let place = 2; place <= q; place++) for (let group = 0; group < groupCount; group++) rest.push({ group, place });

  for (const level of [0, 1, 2] as const) {
    const attempt = [...lines];
    if (fill(attempt, rest, 0, level, winnerLine, drawSize, { budget: 20_000 })) {
      return { ok: true, qualifiersPerGroup: q, lines: attempt as (CrossoverEntry | null)[] };
    }
  }
  throw new Error('Level 2 places without rules and cannot fail');
}

/** The line a line meets in the first round (1–2, 3–4, …). */
function opponentOf(line: number): number {
  return line % 2 === 1 ? line + 1 : line - 1;
}

/**
 * Places rest[index…] on free lines, first free line first, backtracking.
 * Level 0 keeps both rules, level 1 only the first-round rule, level 2 none.
 */
function fill(
  lines: (CrossoverEntry | null | undefined)[],
  rest: readonly CrossoverEntry[],
  index: number,
  level: 0 | 1 | 2,
  winnerLine: readonly number[],
  drawSize: number,
  search: { budget: number },
): boolean {
  const entry = rest[index];
  if (!entry) return true;
  const topHalf = (line: number) => line <= drawSize / 2;
  for (let line = 1; line <= drawSize; line++) {
    if (lines[line - 1] !== undefined) continue;
    if (search.budget-- <= 0) return false;
    const opponent = lines[opponentOf(line) - 1];
    if (level < 2 && opponent && opponent.group === entry.group) continue;
    const ownWinner = winnerLine[entry.group];
    if (level < 1 && entry.place === 2 && ownWinner !== undefined && topHalf(line) === topHalf(ownWinner)) continue;
    lines[line - 1] = entry;
    if (fill(lines, rest, index + 1, level, winnerLine, drawSize, search)) return true;
    lines[line - 1] = undefined;
  }
  return false;
}
