import { meetingOutcome } from '../head-to-head/head-to-head.js';
import type { MatchScore, SetScore, Side } from '../score/score-types.js';
import { ACHIEVEMENT_CATALOGUE, ACHIEVEMENT_FAMILIES, type AchievementFamily } from './achievement-catalogue.js';

// Which achievements the results unlock (decision 030). Only concluded
// championship and tournament matches count: friendlies unlock nothing, and
// a walkover or a default is no match at all (as in head-to-head, decision
// 026); a retirement is a played match and a win. Results are replayed oldest
// first, and each tier is unlocked by the match that first carried its
// measure to the threshold.

export interface AchievementMatch {
  id: number;
  kind: 'championship' | 'tournament' | 'friendly';
  /** When it was played: the order of the replay. */
  at: Date;
  homePlayerIds: readonly number[];
  awayPlayerIds: readonly number[];
  /** 0 home, 1 away, null undecided. */
  winner: 0 | 1 | null;
  concluded: boolean;
  walkover: boolean;
  score: MatchScore;
  /** The singles players' ATRP when the match was played, when known. */
  homeRating: number | null;
  awayRating: number | null;
  /** The final of a tournament category. */
  isFinal: boolean;
}

export interface AchievementUnlock {
  playerId: number;
  key: string;
  matchId: number;
  at: Date;
}

/** Where a player stands in each family: counts, and for streaks the best run. */
export type AchievementMeasures = Record<AchievementFamily, number>;

/** How much higher, in ATRP, a beaten singles opponent must be rated for an upset. */
export const UPSET_RATING_GAP = 0.5;

export function countsForAchievements(match: AchievementMatch): boolean {
  if (match.kind === 'friendly' || !match.concluded || match.winner === null) return false;
  const outcome = meetingOutcome(match);
  return outcome === 'played' || outcome === 'retirement';
}

const emptyMeasures = (): AchievementMeasures =>
  Object.fromEntries(ACHIEVEMENT_FAMILIES.map((family) => [family, 0])) as AchievementMeasures;

const gamesOf = (part: SetScore | null | undefined, side: Side): number | null => part?.[side] ?? null;
const sideWon = (part: SetScore | null | undefined, side: Side): boolean | null => {
  const mine = gamesOf(part, side);
  const theirs = gamesOf(part, side === 'home' ? 'away' : 'home');
  return mine === null || theirs === null ? null : mine > theirs;
};
const isBagel = (part: SetScore, side: Side): boolean =>
  gamesOf(part, side) === 6 && gamesOf(part, side === 'home' ? 'away' : 'home') === 0;

interface PlayerState {
  measures: AchievementMeasures;
  streak: number;
}

/** Moves one player's measures by one counted match. */
function play(state: PlayerState, match: AchievementMatch, side: Side): void {
  const m = state.measures;
  const won = (match.winner === 0) === (side === 'home');
  const playedOut = meetingOutcome(match) === 'played';
  m.matches += 1;
  m.bagels += [match.score.s1, match.score.s2].filter((part) => isBagel(part, side)).length;
  if (!won) {
    state.streak = 0;
    return;
  }
  m.wins += 1;
  state.streak += 1;
  m['win-streak'] = Math.max(m['win-streak'], state.streak);
  if (playedOut && sideWon(match.score.s1, side) === false) m.comebacks += 1;
  if (playedOut && sideWon(match.score.st, side) === true) m['super-tie-breaks'] += 1;
  if (match.kind === 'tournament' && match.isFinal) m.titles += 1;
  const singles = match.homePlayerIds.length === 1 && match.awayPlayerIds.length === 1;
  const [mine, theirs] = side === 'home' ? [match.homeRating, match.awayRating] : [match.awayRating, match.homeRating];
  if (singles && mine !== null && theirs !== null && theirs - mine >= UPSET_RATING_GAP - 1e-9) m.upsets += 1;
}

const oldestFirst = (a: AchievementMatch, b: AchievementMatch): number =>
  a.at.getTime() - b.at.getTime() || a.id - b.id;

interface Replay {
  unlocks: AchievementUnlock[];
  measures: Map<number, AchievementMeasures>;
}

function replay(matches: readonly AchievementMatch[]): Replay {
  const states = new Map<number, PlayerState>();
  const unlocked = new Set<string>();
  const unlocks: AchievementUnlock[] = [];
  for (const match of [...matches].filter(countsForAchievements).sort(oldestFirst)) {
    const sides: [Side, readonly number[]][] = [
      ['home', match.homePlayerIds],
      ['away', match.awayPlayerIds],
    ];
    for (const [side, playerIds] of sides) {
      for (const playerId of new Set(playerIds)) {
        const state = states.get(playerId) ?? { measures: emptyMeasures(), streak: 0 };
        states.set(playerId, state);
        play(state, match, side);
        for (const achievement of ACHIEVEMENT_CATALOGUE) {
          const id = `${playerId}:${achievement.key}`;
          if (unlocked.has(id) || state.measures[achievement.family] < achievement.threshold) continue;
          unlocked.add(id);
          unlocks.push({ playerId, key: achievement.key, matchId: match.id, at: match.at });
        }
      }
    }
  }
  return { unlocks, measures: new Map([...states].map(([id, state]) => [id, state.measures])) };
}

/** Every tier the results unlock, for every player in them, in the order they were unlocked. */
export function unlockAchievements(matches: readonly AchievementMatch[]): AchievementUnlock[] {
  return replay(matches).unlocks;
}

/** A player's measure in each family: how far along each ladder they are. */
export function achievementMeasures(playerId: number, matches: readonly AchievementMatch[]): AchievementMeasures {
  return replay(matches).measures.get(playerId) ?? emptyMeasures();
}
