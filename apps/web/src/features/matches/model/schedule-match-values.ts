import type {
  TChampionshipMatchScheduleRequest,
  TChampionshipPlayerOption,
  TFriendlyMatchScheduleRequest,
  TSurface,
} from '@tennis/contracts';
import { KNOCKOUT_PHASE, REGULAR_SEASON_PHASE, type ChampionshipPhaseCode } from '@tennis/domain';
import { toServerDate } from '../../../lib/format';
import { DEFAULT_TIME } from '../../../components/score-form/schedule-times';

/** The form as its controls hold it: the chosen players, the date and time apart, ids as text. */
export type Slot = 1 | 2 | 3 | 4;
export type Values = {
  player1: TChampionshipPlayerOption | null;
  player2: TChampionshipPlayerOption | null;
  player3: TChampionshipPlayerOption | null;
  player4: TChampionshipPlayerOption | null;
  balls1: boolean;
  balls2: boolean;
  balls3: boolean;
  balls4: boolean;
  date: string;
  time: string;
  clubId: string;
  surface: string;
  phase: `${ChampionshipPhaseCode}`;
  orderOfPlayComments: string;
  /** Friendly mode's checkbox; a championship's type is its own. */
  doubles: boolean;
};

/** A new match today at the default time: the form after each match is scheduled. */
export const blank = (): Values => ({
  player1: null,
  player2: null,
  player3: null,
  player4: null,
  balls1: false,
  balls2: false,
  balls3: false,
  balls4: false,
  date: toServerDate(new Date()),
  time: DEFAULT_TIME,
  clubId: '',
  surface: '',
  phase: `${REGULAR_SEASON_PHASE}`,
  orderOfPlayComments: '',
  doubles: false,
});

/** Home players sit in slots 1 and 3, away players in 2 and 4; a doubles form shows them pair by pair. */
export const slotsOf = (doubles: boolean): Slot[] => (doubles ? [1, 3, 2, 4] : [1, 2]);

/** The request of the form's values: a singles match sends no third or fourth player, nor their balls. */
export function scheduleRequestOf(values: Values, doubles: boolean): TChampionshipMatchScheduleRequest {
  const id = (slot: Slot) => values[`player${slot}`]?.playerId ?? null;
  return {
    player1Id: id(1) ?? 0,
    player2Id: id(2) ?? 0,
    player3Id: doubles ? id(3) : null,
    player4Id: doubles ? id(4) : null,
    player1Balls: values.balls1,
    player2Balls: values.balls2,
    player3Balls: doubles && values.balls3,
    player4Balls: doubles && values.balls4,
    scheduledAt: `${values.date} ${values.time}:00`,
    clubId: Number(values.clubId),
    surface: values.surface as TSurface,
    phase: values.phase === `${KNOCKOUT_PHASE}` ? KNOCKOUT_PHASE : REGULAR_SEASON_PHASE,
    orderOfPlayComments: values.orderOfPlayComments.trim() || null,
  };
}

/** The friendly mode's request: the same fields without the phase, the type from the doubles checkbox. */
export function friendlyScheduleRequestOf(values: Values): TFriendlyMatchScheduleRequest {
  const { phase: _phase, ...request } = scheduleRequestOf(values, values.doubles);
  return { ...request, friendly: false, type: values.doubles ? 'doubles' : 'singles' };
}
