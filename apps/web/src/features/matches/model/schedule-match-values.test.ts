import { describe, expect, it } from 'vitest';
import type { TChampionshipPlayerOption } from '@tennis/contracts';
import { blank, friendlyScheduleRequestOf, scheduleRequestOf, slotsOf } from './schedule-match-values';

const player = (playerId: number): TChampionshipPlayerOption =>
  ({ playerId, displayName: `Αθλητής ${playerId}`, atrp: 3, ballHistory: 0 }) as TChampionshipPlayerOption;

const filled = {
  ...blank(),
  player1: player(11),
  player2: player(12),
  player3: player(13),
  player4: player(14),
  balls1: true,
  balls3: true,
  date: '2026-12-05',
  time: '18:30',
  clubId: '7',
  surface: 'clay',
  phase: '1025' as const,
  orderOfPlayComments: '  Γήπεδο 2  ',
};

describe('the schedule-match request', () => {
  it('sends a singles match without a third and fourth player or their balls', () => {
    expect(scheduleRequestOf(filled, false)).toEqual({
      player1Id: 11,
      player2Id: 12,
      player3Id: null,
      player4Id: null,
      player1Balls: true,
      player2Balls: false,
      player3Balls: false,
      player4Balls: false,
      scheduledAt: '2026-12-05 18:30:00',
      clubId: 7,
      surface: 'clay',
      phase: 1025,
      orderOfPlayComments: 'Γήπεδο 2',
    });
  });

  it('sends all four players of a doubles match', () => {
    expect(scheduleRequestOf(filled, true)).toMatchObject({ player3Id: 13, player4Id: 14, player3Balls: true });
  });

  it('sends no comment when the comment is blank, and 0 for a missing player so the server names the field', () => {
    const request = scheduleRequestOf({ ...filled, player2: null, orderOfPlayComments: '   ' }, false);
    expect(request.orderOfPlayComments).toBeNull();
    expect(request.player2Id).toBe(0);
  });

  it('shows a doubles form pair by pair: home 1 and 3, then away 2 and 4', () => {
    expect(slotsOf(true)).toEqual([1, 3, 2, 4]);
    expect(slotsOf(false)).toEqual([1, 2]);
  });

  it('sends a friendly without a phase, its type from the doubles checkbox', () => {
    const singles = friendlyScheduleRequestOf(filled);
    expect(singles).toMatchObject({ friendly: false, type: 'singles', player3Id: null, player4Id: null });
    expect(singles).not.toHaveProperty('phase');
    expect(friendlyScheduleRequestOf({ ...filled, doubles: true })).toMatchObject({
      type: 'doubles',
      player3Id: 13,
      player4Id: 14,
    });
  });
});
