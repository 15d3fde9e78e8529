import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATCH_MESSAGES, type TMatch } from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useScheduleChampionshipMatch, useScheduleForm } from '../api/championship-matches-api';
import { SchedulePlayersFields, ScheduleVenueFields } from '../components/schedule-match-fields';
import { blank, scheduleRequestOf, type Values } from '../model/schedule-match-values';
import { MATCHES_NS } from '../i18n';

/** /backoffice/championships/{championshipId}/matches/schedule (spec 3 §2 schedule match screen). */
export function ScheduleMatchPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { championshipId = '' } = useParams();
  const formData = useScheduleForm(championshipId);
  const schedule = useScheduleChampionshipMatch(championshipId);
  const form = useForm<Values>({ defaultValues: blank() });
  const [scoring, setScoring] = useState<TMatch | null>(null);
  const doubles = formData.data?.championship.type === 'doubles';

  // "Finish" clears the form for the next match; "enter score" opens the new match's score dialog first.
  const send = (then: 'finish' | 'score') =>
    form.handleSubmit((values) => {
      schedule.mutate(scheduleRequestOf(values, doubles), {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message || MATCH_MESSAGES.scheduled, lifespan: 'quick' });
          if (then === 'score') setScoring(answer.data);
          else form.reset(blank());
        },
        onError: (failure) => reportFormError(failure, form.setError),
      });
    });

  if (formData.isPending) {
    return (
      <Page title={t('schedule.title')} width="wide">
        <Skeleton className="h-96 w-full rounded-card" />
      </Page>
    );
  }

  return (
    <Page
      title={t('schedule.title')}
      intro={formData.data?.championship.name}
      width="wide"
      actions={
        <ButtonLink variant="secondary" to={`/backoffice/championships/${championshipId}/matches`}>
          {t('schedule.back')}
        </ButtonLink>
      }
    >
      <form noValidate onSubmit={send('finish')}>
        <Card className="space-y-5">
          <SchedulePlayersFields form={form} championshipId={championshipId} doubles={doubles} />
          <ScheduleVenueFields form={form} venues={formData.data?.venues ?? []} />
          <TextAreaField
            label={t('schedule.comments')}
            maxLength={1000}
            className="[&_textarea]:min-h-20"
            {...form.register('orderOfPlayComments')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton
              type="button"
              variant="secondary"
              pending={schedule.isPending}
              onClick={() => void send('score')()}
            >
              {t('schedule.enterScore')}
            </SubmitButton>
            <SubmitButton pending={schedule.isPending}>{t('schedule.finish')}</SubmitButton>
          </div>
        </Card>
      </form>
      {scoring && (
        <MatchOptionsDialog
          match={scoring}
          initialSection="score"
          onClose={() => {
            setScoring(null);
            form.reset(blank());
          }}
        />
      )}
    </Page>
  );
}
