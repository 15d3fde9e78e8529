import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import {
  SURFACES,
  type TTournament,
  type TTournamentCreateRequest,
  type TTournamentFormOptions,
} from '@tennis/contracts';
import { SurfaceOptions } from '../../../components/surface-options/surface-options';
import { Card } from '../../../components/ui/card';
import { FieldShell, SelectField, TextField } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { VARIOUS_CLUBS, type TournamentFormValues } from '../model/tournament-form-values';
import { TOURNAMENTS_NS } from '../i18n';

type Props = {
  form: UseFormReturn<TournamentFormValues, unknown, TTournamentCreateRequest>;
  options: TTournamentFormOptions | undefined;
  tournament: TTournament | undefined;
};

/** The tournament's basic data: host (a new tournament's), name, place, dates, limits, costs and contacts. */
export function TournamentBasicFields({ form, options, tournament }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  const editing = tournament !== undefined;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('form.basic')}</h2>
      {!editing && options && options.hosts.length > 0 && (
        <SelectField id="tournament-host" label={t('form.host')} {...register('hostId')}>
          {options.hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {host.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.name')} error={error('name')} {...register('name')} />
        <TextField label={t('form.slug')} error={error('slug')} {...register('slug')} />
        <TournamentPlaceFields form={form} options={options} />
        <TournamentScheduleFields form={form} />
      </div>
      {editing && tournament.state !== 'draft' && (
        <p className="text-sm">
          <Link className="focus-ring text-clay-700 hover:underline dark:text-clay-300" to={tournament.publicUrl}>
            {t('form.publicLink')}
          </Link>
        </p>
      )}
    </Card>
  );
}

/** Club, surface and address: choosing a club with an address fills the address in. */
function TournamentPlaceFields({ form, options }: Omit<Props, 'tournament'>) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, setValue, getFieldState, formState } = form;
  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  return (
    <>
      <FieldShell id="tournament-club" label={t('form.club')} error={error('clubId')}>
        <select
          id="tournament-club"
          className={inputClasses}
          aria-invalid={error('clubId') ? true : undefined}
          {...register('clubId', {
            onChange: (event: { target: { value: string } }) => {
              const club = options?.clubs.find((c) => String(c.id) === event.target.value);
              // An address flagged by an earlier Save is checked again as it fills in, so its error clears.
              if (club?.address)
                setValue('address', club.address, { shouldValidate: getFieldState('address').invalid });
            },
          })}
        >
          <option value="">{t('form.choose')}</option>
          <option value={VARIOUS_CLUBS}>{t('landing.variousClubs')}</option>
          {options?.clubs.map((club) => (
            <option key={club.id} value={club.id}>
              {club.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id="tournament-surface" label={t('form.surface')} error={error('surface')}>
        <select id="tournament-surface" className={inputClasses} {...register('surface')}>
          <option value="">{t('form.variousSurfaces')}</option>
          <SurfaceOptions surfaces={SURFACES} />
        </select>
      </FieldShell>
      <TextField
        className="sm:col-span-2"
        label={t('form.address')}
        error={error('address')}
        {...register('address')}
      />
    </>
  );
}

const DATE_TIME_FIELDS = ['tournamentStart', 'tournamentEnd', 'participationsEnd'] as const;
const QUARTER_HOUR_SECONDS = 900;
const COST_FIELDS = ['firstCategoryCost', 'secondCategoryCost'] as const;

/** Dates, the participation limit, the category costs and the contact phones. */
function TournamentScheduleFields({ form }: Pick<Props, 'form'>) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  return (
    <>
      {DATE_TIME_FIELDS.map((name) => (
        <TextField
          key={name}
          type="datetime-local"
          step={QUARTER_HOUR_SECONDS}
          label={t(`form.${name}`)}
          error={error(name)}
          {...register(name)}
        />
      ))}
      <TextField
        type="number"
        min={1}
        step={1}
        label={t('form.maxParticipations')}
        error={error('maxParticipations')}
        {...register('maxParticipations')}
      />
      {COST_FIELDS.map((name) => (
        <TextField
          key={name}
          type="number"
          min={0}
          step={5}
          inputMode="numeric"
          label={t(`form.${name}`)}
          error={error(name)}
          {...register(name)}
        />
      ))}
      <TextField
        className="sm:col-span-2"
        label={t('form.contactPhones')}
        error={error('contactPhones')}
        {...register('contactPhones')}
      />
    </>
  );
}
