import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SURFACE_LABELS, type TScheduleVenue, type TSurface } from '@tennis/contracts';
import { CHAMPIONSHIP_PHASE_CODES } from '@tennis/domain';
import { CheckboxField, FieldShell, inputClasses } from '../../../components/ui/field';
import { quarterHourTimes } from '../../../components/score-form/schedule-times';
import { slotsOf, type Values } from '../model/schedule-match-values';
import { ChampionshipPlayerPicker } from './championship-player-picker';
import { MATCHES_NS } from '../i18n';

const TIMES = quarterHourTimes();

type Errors = Record<string, { message?: string } | undefined>;
const errorsOf = (form: UseFormReturn<Values>) => form.formState.errors as Errors;

/** The home and away players of the match (two or four), each with the "brings balls" box in singles. */
export function SchedulePlayersFields({
  form,
  championshipId,
  doubles,
}: {
  form: UseFormReturn<Values>;
  championshipId: string;
  doubles: boolean;
}) {
  const { t } = useTranslation(MATCHES_NS);
  const errors = errorsOf(form);
  const slots = slotsOf(doubles);
  return (
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
  );
}

/** When, where and in which phase: choosing a club offers its surfaces and picks its default one. */
export function ScheduleVenueFields({ form, venues }: { form: UseFormReturn<Values>; venues: TScheduleVenue[] }) {
  const { t } = useTranslation(MATCHES_NS);
  const errors = errorsOf(form);
  const ids = { date: useId(), time: useId(), club: useId(), surface: useId(), phase: useId() };
  const clubId = form.watch('clubId');
  const surfaces: TSurface[] = venues.find((venue) => String(venue.id) === clubId)?.surfaces ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell id={ids.date} label={t('schedule.date')} error={errors.scheduledAt?.message}>
        <input id={ids.date} type="date" className={inputClasses} {...form.register('date', { required: true })} />
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
          {CHAMPIONSHIP_PHASE_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`schedule.phase${code}`)}
            </option>
          ))}
        </select>
      </FieldShell>
    </div>
  );
}
