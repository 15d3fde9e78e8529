import { useTranslation } from 'react-i18next';
import { formatAtrp } from '@tennis/domain';
import { PlayerPicker } from '../../../components/player-picker/player-picker';
import { friendlyPlayersQuery } from '../api/friendly-matches-api';
import type { SchedulePickerProps } from './schedule-match-fields';
import { MATCHES_NS } from '../i18n';

/** The schedule screen's picker in friendly mode: any player the organiser has as a client; the chosen one shows the ATRP. */
export function FriendlyPlayerPicker(props: SchedulePickerProps) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <PlayerPicker
      {...props}
      search={friendlyPlayersQuery}
      details={(player) => t('schedule.atrp', { atrp: formatAtrp(player.atrp) })}
    />
  );
}
