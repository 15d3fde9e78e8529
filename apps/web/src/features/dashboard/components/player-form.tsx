import { useId, type ComponentProps } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BACKHAND_TYPES,
  STRONG_HANDS,
  STYLES_OF_PLAY,
  ZPlayerProfileRequest,
  type TCurrentUser,
} from '@tennis/contracts';
import { paths, safeRedirect } from '../../../config/paths';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { Card } from '../../../components/ui/card';
import { FieldShell, TextField, inputClasses } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSavePlayerProfile } from '../api/dashboard-api';
import { DASHBOARD_NS } from '../i18n';

type PlayerFormValues = z.input<typeof ZPlayerProfileRequest>;

function SelectField({
  label,
  error,
  children,
  ...props
}: ComponentProps<'select'> & { label: string; error?: FieldError }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error?.message}>
      <select
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** An empty select means "not chosen": undefined, so the schema answers with the required message. */
const orUndefined = (v: string) => (v === '' ? undefined : v);

/**
 * The player form of the dashboard: name, surname, gender, mobile phone,
 * strong hand, backhand type and style of play, sent to POST /api/my-profile.
 */
export function PlayerForm({ user, redirectTo }: { user: TCurrentUser; redirectTo?: string | null }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const navigate = useNavigate();
  const save = useSavePlayerProfile();
  const player = user.player;
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(ZPlayerProfileRequest),
    mode: 'onTouched',
    defaultValues: {
      name: player?.name ?? user.name,
      surname: player?.surname ?? user.surname,
      gender: player?.gender,
      phone: player?.phone ?? '',
      strongHand: (player?.strongHand as PlayerFormValues['strongHand'] | null) ?? undefined,
      backhandType: (player?.backhandType as PlayerFormValues['backhandType'] | null) ?? undefined,
      styleOfPlay: player?.styleOfPlay ?? undefined,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    const body = ZPlayerProfileRequest.parse(values);
    save.mutate(body, {
      onSuccess: ({ message }) => {
        notify({ level: 'success', message, lifespan: 'normal' });
        // Back to the page that asked for the profile (a tournament sign-up), else the dashboard's tiles;
        // either way ?forceFillPlayerForm is left behind.
        navigate(safeRedirect(redirectTo) ?? paths.dashboard(), { replace: true });
      },
      onError: (error) => reportFormError(error, form.setError),
    });
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('playerForm.title')}</h2>
      <p className="mt-1 text-ink-muted">{t('playerForm.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('playerForm.name')}
          autoComplete="given-name"
          error={errors.name?.message}
          aria-required
          {...form.register('name')}
        />
        <TextField
          label={t('playerForm.surname')}
          autoComplete="family-name"
          error={errors.surname?.message}
          aria-required
          {...form.register('surname')}
        />
        <SelectField
          label={t('playerForm.gender')}
          error={errors.gender as FieldError | undefined}
          {...form.register('gender', {
            setValueAs: (v: string | number) => (v === '' || v === undefined ? undefined : Number(v)),
          })}
        >
          <option value="">{t('playerForm.choose')}</option>
          {[0, 1].map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('playerForm.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint={t('playerForm.phoneHint')}
          error={errors.phone?.message}
          aria-required
          {...form.register('phone')}
        />
        <SelectField
          label={t('playerForm.strongHand')}
          error={errors.strongHand}
          {...form.register('strongHand', { setValueAs: orUndefined })}
        >
          <option value="">{t('playerForm.choose')}</option>
          {STRONG_HANDS.map((hand) => (
            <option key={hand} value={hand}>
              {t(`strongHands.${hand}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('playerForm.backhandType')}
          error={errors.backhandType}
          {...form.register('backhandType', { setValueAs: orUndefined })}
        >
          <option value="">{t('playerForm.choose')}</option>
          {BACKHAND_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`backhandTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('playerForm.styleOfPlay')}
          error={errors.styleOfPlay}
          {...form.register('styleOfPlay', { setValueAs: orUndefined })}
        >
          <option value="">{t('playerForm.choose')}</option>
          {STYLES_OF_PLAY.map((style) => (
            <option key={style} value={style}>
              {t(`stylesOfPlay.${style}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end border-t border-line pt-4 sm:col-span-2">
          <SubmitButton pending={save.isPending} className="w-full sm:w-auto">
            {t('playerForm.save')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
