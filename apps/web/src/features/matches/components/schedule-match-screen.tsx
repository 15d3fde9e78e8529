import { useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MATCH_MESSAGES, type TMatch, type TMatchResponse, type TScheduleVenue } from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { blank, type Values } from '../model/schedule-match-values';
import { SchedulePlayersFields, ScheduleVenueFields, type SchedulePickerProps } from './schedule-match-fields';
import { MATCHES_NS } from '../i18n';

/** A championship's type is fixed (and it has phases); a friendly has the doubles checkbox. */
type ScheduleMode = { kind: 'championship'; doubles: boolean } | { kind: 'friendly' };

type Props = {
  title: string;
  intro?: string | undefined;
  back: { to: string; label: string };
  loading: boolean;
  venues: TScheduleVenue[];
  mode: ScheduleMode;
  picker: (props: SchedulePickerProps) => ReactNode;
  pending: boolean;
  /** Drawn between the players and the venue: what helps pick the time (a championship's common availability). */
  timeHelp?: (form: UseFormReturn<Values>) => ReactNode;
  schedule: (
    values: Values,
    callbacks: { onSuccess: (answer: TMatchResponse) => void; onError: (e: Error) => void },
  ) => void;
};

/**
 * The schedule match screen of spec 3 §2, championship or friendly: the
 * players, when and where, comments; "finish" schedules and clears the form,
 * "enter score" opens the new match's options on the score section.
 */
export function ScheduleMatchScreen({
  title,
  intro,
  back,
  loading,
  venues,
  mode,
  picker,
  pending,
  timeHelp,
  schedule,
}: Props) {
  const { t } = useTranslation(MATCHES_NS);
  const form = useForm<Values>({ defaultValues: blank() });
  const [scoring, setScoring] = useState<TMatch | null>(null);
  const doubles = mode.kind === 'championship' ? mode.doubles : form.watch('doubles');

  const send = (then: 'finish' | 'score') =>
    form.handleSubmit((values) => {
      schedule(values, {
        onSuccess: (answer) => {
          notify({ level: 'success', message: answer.message || MATCH_MESSAGES.scheduled, lifespan: 'quick' });
          if (then === 'score') setScoring(answer.data);
          else form.reset(blank());
        },
        onError: (failure) => reportFormError(failure, form.setError),
      });
    });

  if (loading) {
    return (
      <Page title={title} width="wide">
        <Skeleton className="h-96 w-full rounded-card" />
      </Page>
    );
  }

  return (
    <Page
      title={title}
      intro={intro}
      width="wide"
      actions={
        <ButtonLink variant="secondary" to={back.to}>
          {back.label}
        </ButtonLink>
      }
    >
      <form noValidate onSubmit={send('finish')}>
        <Card className="space-y-5">
          {mode.kind === 'friendly' && <CheckboxField label={t('schedule.doubles')} {...form.register('doubles')} />}
          <SchedulePlayersFields form={form} picker={picker} doubles={doubles} />
          {timeHelp?.(form)}
          <ScheduleVenueFields form={form} venues={venues} phase={mode.kind === 'championship'} />
          <TextAreaField
            label={t('schedule.comments')}
            maxLength={1000}
            className="[&_textarea]:min-h-20"
            {...form.register('orderOfPlayComments')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton type="button" variant="secondary" pending={pending} onClick={() => void send('score')()}>
              {t('schedule.enterScore')}
            </SubmitButton>
            <SubmitButton pending={pending}>{t('schedule.finish')}</SubmitButton>
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
