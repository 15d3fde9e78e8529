import { useTranslation } from 'react-i18next';
import { useFriendlyScheduleVenues, useScheduleFriendlyMatch } from '../api/friendly-matches-api';
import { FriendlyPlayerPicker } from '../components/friendly-player-picker';
import { ScheduleMatchScreen } from '../components/schedule-match-screen';
import { friendlyScheduleRequestOf } from '../model/schedule-match-values';
import { MATCHES_NS } from '../i18n';

/** /friendly-matches/schedule: the shared schedule screen in friendly mode, with the doubles checkbox. */
export function ScheduleFriendlyMatchPage() {
  const { t } = useTranslation(MATCHES_NS);
  const venues = useFriendlyScheduleVenues();
  const schedule = useScheduleFriendlyMatch();
  return (
    <ScheduleMatchScreen
      title={t('friendly.scheduleTitle')}
      back={{ to: '/friendly-matches', label: t('friendly.back') }}
      loading={venues.isPending}
      venues={venues.data?.data ?? []}
      mode={{ kind: 'friendly' }}
      picker={(props) => <FriendlyPlayerPicker {...props} />}
      pending={schedule.isPending}
      schedule={(values, callbacks) => schedule.mutate(friendlyScheduleRequestOf(values), callbacks)}
    />
  );
}
