import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SURFACE_LABELS,
  MATCH_MESSAGES,
  type TChampionshipPlayerOption,
  type TMatch,
  type TSurface,
} from '@tennis/contracts';
import { MatchOptionsDialog } from '../../../components/score-form/match-options-dialog';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, FieldShell, TextAreaField, inputClasses } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { reportFormError } from '../../../lib/form-errors';
import { toServerDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useScheduleChampionshipMatch, useScheduleForm } from '../api/championship-matches-api';
import { ChampionshipPlayerPicker } from '../components/championship-player-picker';
import { DEFAULT_TIME, quarterHourTimes } from '../../../components/score-form/schedule-times';
import { MATCHES_NS } from '../i18n';

type Slot = 1 | 2 | 3 | 4;
type Values = {
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
  phase: '1024' | '1025';
  orderOfPlayComments: string;
};

const blank = (): Values => ({
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
  phase: '1024',
  orderOfPlayComments: '',
});
const TIMES = quarterHourTimes();

/** /backoffice/championships/{championshipId}/matches/schedule (spec 3 §2 schedule match screen). */
export function ScheduleMatchPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { championshipId = '' } = useParams();
  const formData = useScheduleForm(championshipId);
  const schedule = useScheduleChampionshipMatch(championshipId);
  const form = useForm<Values>({ defaultValues: blank() });
  const [scoring, setScoring] = useState<TMatch | null>(null);
  const ids = { date: useId(), time: useId(), club: useId(), surface: useId(), phase: useId() };
  const venues = formData.data?.venues ?? [];
  const doubles = formData.data?.championship.type === 'doubles';
  const clubId = form.watch('clubId');
  const surfaces: TSurface[] = venues.find((venue) => String(venue.id) === clubId)?.surfaces ?? [];
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  const send = (then: 'finish' | 'score') =>
    form.handleSubmit((values) => {
      const id = (slot: Slot) => values[`player${slot}`]?.playerId ?? null;
      schedule.mutate(
        {
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
          phase: values.phase === '1025' ? 1025 : 1024,
          orderOfPlayComments: values.orderOfPlayComments.trim() || null,
        },
        {
          onSuccess: (answer) => {
            notify({ level: 'success', message: answer.message || MATCH_MESSAGES.scheduled, lifespan: 'quick' });
            if (then === 'score') setScoring(answer.data);
            else form.reset(blank());
          },
          onError: (failure) => reportFormError(failure, form.setError),
        },
      );
    });

  if (formData.isPending) {
    return (
      <Page title={t('schedule.title')} width="wide">
        <Skeleton className="h-96 w-full rounded-card" />
      </Page>
    );
  }

  const slots: Slot[] = doubles ? [1, 3, 2, 4] : [1, 2];
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
          <div className="grid gap-4 sm:grid-cols-2">
            {slots.map((slot) => (
              <div key={slot} className="space-y-2">
                <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  {slot % 2 === 1 ? t('schedule.home') : t('schedule.away')}
                </p>
                <Controller
                  control={form.control}
                  name={`player${slot}`}
                  render={({ field }) => (
                    <ChampionshipPlayerPicker
                      championshipId={championshipId}
                      label={t('schedule.player', { n: slot })}
                      value={field.value}
                      error={errors[`player${slot}Id`]?.message}
                      onChange={field.onChange}
                    />
                  )}
                />
                {!doubles && <CheckboxField label={t('schedule.balls')} {...form.register(`balls${slot}`)} />}
              </div>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldShell id={ids.date} label={t('schedule.date')} error={errors.scheduledAt?.message}>
              <input
                id={ids.date}
                type="date"
                className={inputClasses}
                {...form.register('date', { required: true })}
              />
            </FieldShell>
            <FieldShell id={ids.time} label={t('schedule.time')}>
              <select id={ids.time} className={inputClasses} {...form.register('time')}>
                {TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={ids.club} label={t('schedule.club')} error={errors.clubId?.message}>
              <select
                id={ids.club}
                className={inputClasses}
                {...form.register('clubId', {
                  onChange: (event: { target: { value: string } }) => {
                    const venue = venues.find((v) => String(v.id) === event.target.value);
                    form.setValue('surface', venue?.defaultSurface ?? venue?.surfaces[0] ?? '');
                  },
                })}
              >
                <option value="">{t('schedule.chooseClub')}</option>
                {venues.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venue.name}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={ids.surface} label={t('schedule.surface')} error={errors.surface?.message}>
              {/* Controlled: the options change with the club, and a value set before they render must still show. */}
              <select
                id={ids.surface}
                className={inputClasses}
                value={form.watch('surface')}
                onChange={(event) => form.setValue('surface', event.target.value)}
              >
                <option value="">{t('schedule.chooseSurface')}</option>
                {surfaces.map((surface) => (
                  <option key={surface} value={surface}>
                    {SURFACE_LABELS[surface]}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id={ids.phase} label={t('schedule.phase')} error={errors.phase?.message}>
              <select id={ids.phase} className={inputClasses} {...form.register('phase')}>
                <option value="1024">{t('schedule.phase1024')}</option>
                <option value="1025">{t('schedule.phase1025')}</option>
              </select>
            </FieldShell>
          </div>
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
