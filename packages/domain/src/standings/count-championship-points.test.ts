import { describe, expect, it } from 'vitest';
import { countChampionshipPoints } from './count-championship-points.js';

// Wins per opponent level: [1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5].
const levels = (...wins: number[]): number[] => [...wins, ...Array<number>(7 - wins.length).fill(0)];

describe('countChampionshipPoints', () => {
  it('gives nothing for no matches', () => {
    expect(countChampionshipPoints(0, levels())).toEqual({
      points: 0,
      participationPoints: 0,
      winPoints: 0,
      secondaryPoints: 0,
    });
  });

  it('gives 50 participation points for each match played, losses included', () => {
    expect(countChampionshipPoints(4, levels())).toEqual({
      points: 200,
      participationPoints: 200,
      winPoints: 0,
      secondaryPoints: 0,
    });
  });

  it('stops participation points after 15 matches and moves the rest to secondary points', () => {
    expect(countChampionshipPoints(18, levels())).toEqual({
      points: 750,
      participationPoints: 750,
      winPoints: 0,
      secondaryPoints: 150,
    });
  });

  it('adds the value of every win while there are at most 15', () => {
    // 2 × 150 + 1 × 1550 + 1 × 3000 = 4850, plus 6 × 50 participation.
    expect(countChampionshipPoints(6, levels(2, 0, 0, 1, 0, 0, 1))).toEqual({
      points: 5150,
      participationPoints: 300,
      winPoints: 4850,
      secondaryPoints: 0,
    });
  });

  it('counts only the best 15 wins and moves the others to secondary points', () => {
    // 10 wins over 4.5 and 10 over 1.5: best 15 = 10 × 3000 + 5 × 150.
    expect(countChampionshipPoints(20, levels(10, 0, 0, 0, 0, 0, 10))).toEqual({
      points: 750 + 30_750,
      participationPoints: 750,
      winPoints: 30_750,
      secondaryPoints: 5 * 50 + 5 * 150,
    });
  });

  it('takes the best 15 from the highest levels down, across several levels', () => {
    // 4 × 3000 + 6 × 2650 + 5 of the 8 wins over 3.5; 3 × 2150 left out.
    expect(countChampionshipPoints(18, levels(0, 0, 0, 0, 8, 6, 4)).winPoints).toBe(4 * 3000 + 6 * 2650 + 5 * 2150);
    expect(countChampionshipPoints(18, levels(0, 0, 0, 0, 8, 6, 4)).secondaryPoints).toBe(3 * 50 + 3 * 2150);
  });

  it('reaches at most 15 × 3000 + 15 × 50', () => {
    expect(countChampionshipPoints(40, levels(0, 0, 0, 0, 0, 0, 40)).points).toBe(45_750);
  });
});
