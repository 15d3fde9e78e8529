import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TChampionshipPlayerOption, TScheduleVenue } from '@tennis/contracts';
import { CHAMPIONSHIP_PHASE_CODES } from '@tennis/domain';
import { CheckboxField, FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { ScheduleSlotFields } from '../../../components/score-form/schedule-slot-fields';
import { slotsOf, type Values } from '../model/schedule-match-values';
import { MATCHES_NS } from '../i18n';

type Errors = Record<string, { message?: string } | undefined>;
const errorsOf = (form: UseFormReturn<Values>) => form.formState.errors as Errors;

/** What a player picker of the schedule screen is given: each mode searches its own players. */
export type SchedulePickerProps = {
  label: string;
  value: TChampionshipPlayerOption | null;
  error?: string | undefined;
  onChange: (player: TChampionshipPlayerOption | null) => void;
};

/** The home and away players of the match (two or four), each with the "brings balls" box in singles. */
export function SchedulePlayersFields({
  form,
  picker,
  doubles,
}: {
  form: UseFormReturn<Values>;
  picker: (props: SchedulePickerProps) => ReactNode;
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
              <>
                {picker({
                  label: t('schedule.player', { n: slot }),
                  value: field.value,
                  error: errors[`player${slot}Id`]?.message,
                  onChange: field.onChange,
                })}
              </>
            )}
          />
          {!doubles && <CheckboxField label={t('schedule.balls')} {...form.register(`balls${slot}`)} />}
        </div>
      ))}
    </div>
  );
}

/** When, where and (championships only) in which phase: choosing a club offers its surfaces and picks its default one. */
export function ScheduleVenueFields({
  form,
  venues,
  phase = true,
}: {
  form: UseFormReturn<Values>;
  venues: TScheduleVenue[];
  phase?: boolean;
}) {
  const { t } = useTranslation(MATCHES_NS);
  const errors = errorsOf(form);
  const phaseId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ScheduleSlotFields
        venues={venues}
        clubId={form.watch('clubId')}
        date={form.register('date', { required: true })}
        time={form.register('time')}
        club={form.register('clubId')}
        surface={{ value: form.watch('surface'), onChange: (surface) => form.setValue('surface', surface) }}
        errors={{ date: errors.scheduledAt?.message, club: errors.clubId?.message, surface: errors.surface?.message }}
      />
      {phase && (
        <FieldShell id={phaseId} label={t('schedule.phase')} error={errors.phase?.message}>
          <select id={phaseId} className={inputClasses} {...form.register('phase')}>
            {CHAMPIONSHIP_PHASE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`schedule.phase${code}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      )}
    </div>
  );
}
