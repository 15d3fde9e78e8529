import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { DASHBOARD_NS } from '../i18n';
import { PlayingStyleFields } from './playing-style-fields';
import { usePlayerForm } from './use-player-form';

/**
 * The player form of the dashboard: name, surname, gender, mobile phone,
 * strong hand, backhand type and style of play, sent to POST /api/my-profile.
 */
export function PlayerForm({ user, redirectTo }: { user: TCurrentUser; redirectTo?: string | null }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { form, submit, pending } = usePlayerForm(user, redirectTo);
  const errors = form.formState.errors;

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
          error={errors.gender?.message}
          aria-required
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
        <PlayingStyleFields register={form.register} errors={errors} />
        <div className="flex justify-end border-t border-line pt-4 sm:col-span-2">
          <SubmitButton pending={pending} className="w-full sm:w-auto">
            {t('playerForm.save')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
