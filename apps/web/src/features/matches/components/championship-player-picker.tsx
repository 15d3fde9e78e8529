import { useTranslation } from 'react-i18next';
import type { TChampionshipPlayerOption } from '@tennis/contracts';
import { formatAtrp } from '@tennis/domain';
import { PlayerPicker } from '../../../components/player-picker/player-picker';
import { championshipPlayersQuery } from '../api/championship-matches-api';
import { MATCHES_NS } from '../i18n';

type Props = {
  championshipId: string;
  label: string;
  value: TChampionshipPlayerOption | null;
  error?: string | undefined;
  onChange: (player: TChampionshipPlayerOption | null) => void;
};

/** The player picker over the championship's approved players; the chosen one shows ATRP and ball history. */
export function ChampionshipPlayerPicker({ championshipId, ...props }: Props) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <PlayerPicker
      {...props}
      search={(term) => championshipPlayersQuery(championshipId, term)}
      details={(player) =>
        `${t('schedule.atrp', { atrp: formatAtrp(player.atrp) })} · ${t('schedule.ballHistory', { count: player.ballHistory })}`
      }
    />
  );
}
