import { tallyGroup, type GroupMatchResult, type GroupTallyRow } from './group-tally.js';

export interface GroupStanding<Id extends string | number = number> extends GroupTallyRow<Id> {
  /** 1 is first in the group. */
  position: number;
  /** Left the group (withdrawal): their played matches count, but they rank below everyone still in it. */
  withdrawn: boolean;
}

export interface RankGroupOptions<Id extends string | number> {
  /** Participants who withdrew from the group (decision 037). */
  withdrawn?: readonly Id[];
}

/**
 * The standings of a round-robin group, ITF / ATP round-robin rules (spec 2 §5
 * names the same order: head-to-head, sets, games; decision 037):
 *
 * 0. participants still in the group before those who withdrew; each part is
 *    then ranked by the steps below on its own;
 * 1. most matches won;
 * 1b. most matches played (an alternate or a withdrawal played fewer): the
 *    tours' step before the head-to-head;
 * 2. two tied: the winner of their match;
 * 3. three or more tied: the higher percentage of sets won, then of games won
 *    (over all the group's matches); whenever a step leaves exactly two tied,
 *    their match decides, and the remaining steps only if it does not (they
 *    have not met, or met twice with one win each);
 * 4. still tied: the order of `participantIds`, which the caller gives as the
 *    group's draw order (seed, then position), in place of the ITF's ranking
 *    or lot, so the standings are the same on every call.
 *
 * The result does not depend on the order of `matches`.
 */
export function rankGroup<Id extends string | number>(
  participantIds: readonly Id[],
  matches: readonly GroupMatchResult<Id>[],
  options: RankGroupOptions<Id> = {},
): GroupStanding<Id>[] {
  const withdrawn = new Set(options.withdrawn ?? []);
  const { rows, beats } = tallyGroup(participantIds, matches);
  const n = rows.length;
  const row = (i: number): GroupTallyRow<Id> => rows[i] as GroupTallyRow<Id>;

  const headToHead = (a: number, b: number): number => (beats[b * n + a] ?? 0) - (beats[a * n + b] ?? 0);
  const bySets: Criterion = (a, b) => byRatio(row(a).setWins, row(a).setLosses, row(b).setWins, row(b).setLosses);
  const byGames: Criterion = (a, b) => byRatio(row(a).gameWins, row(a).gameLosses, row(b).gameWins, row(b).gameLosses);

  const rankPair = (a: number, b: number, criteria: readonly Criterion[]): number[] => {
    const decided = [headToHead, ...criteria].map((criterion) => criterion(a, b)).find((result) => result !== 0);
    return decided === undefined ? [a, b].sort((x, y) => x - y) : decided < 0 ? [a, b] : [b, a];
  };
  const rankTied = (tied: number[], criteria: readonly Criterion[]): number[] => {
    if (tied.length === 1) return tied;
    if (tied.length === 2) return rankPair(tied[0] as number, tied[1] as number, criteria);
    const [criterion, ...rest] = criteria;
    if (!criterion) return tied.sort((x, y) => x - y);
    return splitTies(
      tied.sort((x, y) => criterion(x, y) || x - y),
      criterion,
    ).flatMap((run) => rankTied(run, rest));
  };

  const isWithdrawn = (i: number): boolean => withdrawn.has(row(i).id);
  const byStanding: Criterion = (a, b) => Number(isWithdrawn(a)) - Number(isWithdrawn(b));
  const byWins: Criterion = (a, b) => row(b).wins - row(a).wins;
  const byPlayed: Criterion = (a, b) => row(b).wins + row(b).losses - (row(a).wins + row(a).losses);
  const first: Criterion = (a, b) => byStanding(a, b) || byWins(a, b) || byPlayed(a, b);
  const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => first(a, b) || a - b);
  const order = splitTies(sorted, first).flatMap((run) => rankTied(run, [bySets, byGames]));
  return order.map((i, position) => ({ ...row(i), position: position + 1, withdrawn: isWithdrawn(i) }));
}

/** Negative when a ranks above b, positive when below, 0 when this criterion cannot tell them apart. */
type Criterion = (a: number, b: number) => number;

/** Cuts a list sorted by `criterion` into runs the criterion cannot separate. */
function splitTies(sorted: readonly number[], criterion: Criterion): number[][] {
  const runs: number[][] = [];
  for (const i of sorted) {
    const run = runs[runs.length - 1];
    if (run && criterion(run[0] as number, i) === 0) run.push(i);
    else runs.push([i]);
  }
  return runs;
}

/** Compares won / (won + lost) exactly, by cross-multiplying; nothing played counts as 0 %. */
function byRatio(aWon: number, aLost: number, bWon: number, bLost: number): number {
  const aPlayed = aWon + aLost || 1;
  const bPlayed = bWon + bLost || 1;
  return bWon * aPlayed - aWon * bPlayed;
}
