import { useTranslation } from 'react-i18next';
import type { THallOfFameChampion } from '@tennis/contracts';
import { HALL_OF_FAME_NS } from '../i18n';

type League = Pick<THallOfFameChampion, 'type' | 'gender' | 'league'>;

/** The league's name as the league prints it: "OPEN Ανδρών", "UNDER 2.5 Ανδρών", "Μικτό Διπλό". */
export function useLeagueName(): (league: League) => string {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  return ({ type, gender, league }) => t(`league.${type}.${league}.${gender}`);
}
