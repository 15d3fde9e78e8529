import { matchWinner, validateMatchScore } from '@tennis/domain';
import type { MatchScore, PartScore } from '../db/schema/index.js';
import type { Random } from './random.js';

// Scores that look like amateur tennis: the stronger player usually wins,
// close levels give long sets and super tie-breaks, and now and then someone
// retires hurt or is defaulted. Every score is checked by the same domain
// rules the score form uses before it can reach the database.

export type Side = 'home' | 'away';

/** How the match ended, in the words of decision 006. */
type ResultKind = 'normal' | 'ret' | 'def';

export interface PlayedMatch {
  score: MatchScore;
  winner: Side;
  resultKind: ResultKind;
}

export interface EarlyEndings {
  /** Chance that someone retires during the match. */
  retirement: number;
  /** Chance that someone is defaulted before a ball is struck. */
  default: number;
}

const EMPTY: PartScore = { home: null, away: null, homeRet: false, awayRet: false, homeDef: false, awayDef: false };

/** A complete, valid score between two players of the given strengths (ATRP scale). */
export function playMatch(
  random: Random,
  homeStrength: number,
  awayStrength: number,
  endings: EarlyEndings = { retirement: 0.015, default: 0.006 },
): PlayedMatch {
  const homeSetChance = 1 / (1 + Math.exp(-(homeStrength - awayStrength) * 2.4));
  const ticket = random.next();
  let score: MatchScore;
  let resultKind: ResultKind = 'normal';
  if (ticket < endings.default) {
    const side = random.chance(0.5) ? 'home' : 'away';
    score = { s1: { ...EMPTY, home: 0, away: 0, [`${side}Def`]: true }, s2: EMPTY, st: EMPTY };
    resultKind = 'def';
  } else if (ticket < endings.default + endings.retirement) {
    score = retirement(random, homeSetChance);
    resultKind = 'ret';
  } else {
    score = fullMatch(random, homeSetChance);
  }
  const checked = validateMatchScore(score);
  const winner = matchWinner(score);
  if (!checked.ok || winner === null || checked.winner !== winner) {
    throw new Error(`the seed made an invalid score: ${JSON.stringify(score)}`);
  }
  return { score, winner, resultKind };
}

function fullMatch(random: Random, homeSetChance: number): MatchScore {
  const s1 = playSet(random, homeSetChance);
  const s2 = playSet(random, homeSetChance);
  const split = (s1.home ?? 0) > (s1.away ?? 0) !== (s2.home ?? 0) > (s2.away ?? 0);
  return { s1, s2, st: split ? superTieBreak(random, homeSetChance) : EMPTY };
}

/** One side retires: during the first set, or during the second after a finished first. */
function retirement(random: Random, homeSetChance: number): MatchScore {
  const side = random.chance(0.5) ? 'home' : 'away';
  const unfinished = (): PartScore => {
    const a = random.int(0, 5);
    const b = random.int(0, 5);
    return { ...EMPTY, home: a, away: b, [`${side}Ret`]: true };
  };
  if (random.chance(0.3)) return { s1: unfinished(), s2: EMPTY, st: EMPTY };
  return { s1: playSet(random, homeSetChance), s2: unfinished(), st: EMPTY };
}

// How many games the loser of a set takes: 6-0 is rare, 6-4, 7-5 and 7-6 common
// between players of one level, lopsided sets common between two levels.
const LOSER_GAMES_CLOSE = [
  [0, 2],
  [1, 5],
  [2, 10],
  [3, 16],
  [4, 20],
  [5, 15],
  [6, 14],
] as const;
const LOSER_GAMES_APART = [
  [0, 12],
  [1, 22],
  [2, 24],
  [3, 18],
  [4, 12],
  [5, 5],
  [6, 3],
] as const;

function playSet(random: Random, homeSetChance: number): PartScore {
  const homeWins = random.chance(homeSetChance);
  const apart = Math.abs(homeSetChance - 0.5) > 0.25;
  const loser = random.weighted(apart ? LOSER_GAMES_APART : LOSER_GAMES_CLOSE);
  const winnerGames = loser >= 5 ? 7 : 6;
  return homeWins ? { ...EMPTY, home: winnerGames, away: loser } : { ...EMPTY, home: loser, away: winnerGames };
}

/** First to 10 by two: 10-3 … 10-8, or on past 10 (11-9, 12-10, 13-11). */
function superTieBreak(random: Random, homeSetChance: number): PartScore {
  const homeWins = random.chance(0.5 + (homeSetChance - 0.5) * 0.6);
  const [winnerPoints, loserPoints] = random.chance(0.15)
    ? random.pick([
        [11, 9],
        [12, 10],
        [13, 11],
      ] as const)
    : [
        10,
        random.weighted([
          [2, 1],
          [3, 2],
          [4, 3],
          [5, 4],
          [6, 5],
          [7, 5],
          [8, 5],
        ] as const),
      ];
  return homeWins
    ? { ...EMPTY, home: winnerPoints, away: loserPoints }
    : { ...EMPTY, home: loserPoints, away: winnerPoints };
}

/** The games of each part as [home, away], and whether the last is a match tie-break (group tables). */
export function partsOf(score: MatchScore): { sets: [number, number][]; matchTieBreak: boolean } {
  const sets: [number, number][] = [];
  for (const part of [score.s1, score.s2, score.st]) {
    if (part.home === null || part.away === null) break;
    sets.push([part.home, part.away]);
  }
  return { sets, matchTieBreak: score.st.home !== null && score.st.away !== null };
}

/** Sets and games a side won and lost (a super tie-break counts as a set, not as games). */
export function setsAndGames(
  score: MatchScore,
  side: Side,
): { setsWon: number; setsLost: number; gamesWon: number; gamesLost: number } {
  const totals = { setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 };
  const parts: [PartScore, boolean][] = [
    [score.s1, false],
    [score.s2, false],
    [score.st, true],
  ];
  for (const [part, isTieBreak] of parts) {
    if (part.home === null || part.away === null) continue;
    const own = side === 'home' ? part.home : part.away;
    const other = side === 'home' ? part.away : part.home;
    const finished = !(part.homeRet || part.awayRet || part.homeDef || part.awayDef);
    if (finished && own > other) totals.setsWon++;
    if (finished && other > own) totals.setsLost++;
    if (!isTieBreak) {
      totals.gamesWon += own;
      totals.gamesLost += other;
    }
  }
  return totals;
}
