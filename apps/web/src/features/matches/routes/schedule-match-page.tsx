import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useScheduleChampionshipMatch, useScheduleForm } from '../api/championship-matches-api';
import { ChampionshipPlayerPicker } from '../components/championship-player-picker';
import { CommonAvailability } from '../components/common-availability';
import { PairingWorth } from '../components/pairing-worth';
import { ScheduleMatchScreen } from '../components/schedule-match-screen';
import { scheduleRequestOf } from '../model/schedule-match-values';
import { MATCHES_NS } from '../i18n';

/** /backoffice/championships/{championshipId}/matches/schedule (spec 3 §2 schedule match screen). */
export function ScheduleMatchPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { championshipId = '' } = useParams();
  const formData = useScheduleForm(championshipId);
  const schedule = useScheduleChampionshipMatch(championshipId);
  const doubles = formData.data?.championship.type === 'doubles';
  return (
    <ScheduleMatchScreen
      title={t('schedule.title')}
      intro={formData.data?.championship.name}
      back={{ to: `/backoffice/championships/${championshipId}/matches`, label: t('schedule.back') }}
      loading={formData.isPending}
      venues={formData.data?.venues ?? []}
      mode={{ kind: 'championship', doubles }}
      picker={(props) => <ChampionshipPlayerPicker championshipId={championshipId} {...props} />}
      pending={schedule.isPending}
      timeHelp={
        doubles
          ? undefined
          : (form) => (
              <>
                <PairingWorth championshipId={championshipId} form={form} />
                <CommonAvailability championshipId={championshipId} form={form} />
              </>
            )
      }
      schedule={(values, callbacks) => schedule.mutate(scheduleRequestOf(values, doubles), callbacks)}
    />
  );
}
