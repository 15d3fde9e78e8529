/** A played match of a group, as the standings need it. */
export interface GroupMatchResult<Id extends string | number = number> {
  homeId: Id;
  awayId: Id;
  /** Games per set, home first: [[6, 4], [3, 6], [10, 8]]. */
  sets: readonly (readonly [number, number])[];
  winner: 'home' | 'away';
  /**
   * The last set is a match tie-break (the super tie-break of 10 points). The
   * ITF counts it as one set and one game (1–0), not as its points.
   */
  matchTieBreak?: boolean;
}

export interface GroupTallyRow<Id extends string | number = number> {
  id: Id;
  wins: number;
  losses: number;
  setWins: number;
  setLosses: number;
  gameWins: number;
  gameLosses: number;
}

export interface GroupTally<Id extends string | number = number> {
  rows: GroupTallyRow<Id>[];
  /** beats[a * n + b]: how many times entrant a beat entrant b (indices as in the input). */
  beats: number[];
}

/**
 * Adds up the group's results per entrant. Matches with someone outside the
 * group (a removed participant) or against oneself are left out; a set with
 * equal games (a retirement mid-set) counts its games but is nobody's set.
 */
export function tallyGroup<Id extends string | number>(
  participantIds: readonly Id[],
  matches: readonly GroupMatchResult<Id>[],
): GroupTally<Id> {
  const n = participantIds.length;
  const index = new Map<Id, number>();
  participantIds.forEach((id, i) => index.set(id, i));
  if (index.size !== n) throw new RangeError('A participant appears twice in the group');
  const rows = participantIds.map((id) => ({
    id,
    wins: 0,
    losses: 0,
    setWins: 0,
    setLosses: 0,
    gameWins: 0,
    gameLosses: 0,
  }));
  const beats = new Array<number>(n * n).fill(0);
  for (const match of matches) {
    const home = index.get(match.homeId);
    const away = index.get(match.awayId);
    if (home === undefined || away === undefined || home === away) continue;
    const winner = match.winner === 'home' ? home : away;
    const loser = winner === home ? away : home;
    (rows[winner] as GroupTallyRow<Id>).wins++;
    (rows[loser] as GroupTallyRow<Id>).losses++;
    beats[winner * n + loser] = (beats[winner * n + loser] ?? 0) + 1;
    addSets(rows[home] as GroupTallyRow<Id>, rows[away] as GroupTallyRow<Id>, match);
  }
  return { rows, beats };
}

function addSets<Id extends string | number>(
  home: GroupTallyRow<Id>,
  away: GroupTallyRow<Id>,
  match: GroupMatchResult<Id>,
): void {
  const last = match.sets.length - 1;
  match.sets.forEach(([homeGames, awayGames], set) => {
    if (homeGames > awayGames) {
      home.setWins++;
      away.setLosses++;
    } else if (awayGames > homeGames) {
      away.setWins++;
      home.setLosses++;
    }
    const asOneGame = match.matchTieBreak === true && set === last;
    const homeCount = asOneGame ? Number(homeGames > awayGames) : homeGames;
    const awayCount = asOneGame ? Number(awayGames > homeGames) : awayGames;
    home.gameWins += homeCount;
    home.gameLosses += awayCount;
    away.gameWins += awayCount;
    away.gameLosses += homeCount;
  });
}
