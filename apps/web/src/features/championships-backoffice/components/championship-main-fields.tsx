import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAMPIONSHIP_STATES, type TBackofficeChampionship } from '@tennis/contracts';
import { CheckboxField, FieldShell, TextField } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import type { ChampionshipFormApi } from '../model/championship-form-values';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = { championship: TBackofficeChampionship; form: ChampionshipFormApi };

/** Name, slug, state and switches; type and gender are shown but cannot change. */
export function ChampionshipMainFields({ championship, form }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const stateId = useId();
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('edit.name')} error={errors.name?.message} required {...form.register('name')} />
      <TextField
        label={t('edit.slug')}
        hint={t('edit.slugHint')}
        error={errors.slug?.message}
        required
        autoCapitalize="off"
        {...form.register('slug')}
      />
      <TextField
        label={t('edit.type')}
        hint={t('edit.readOnly')}
        value={t(`types.${championship.type}`)}
        readOnly
        disabled
      />
      <TextField
        label={t('edit.gender')}
        hint={t('edit.readOnly')}
        value={t(`genders.${championship.gender}`)}
        readOnly
        disabled
      />
      <FieldShell id={stateId} label={t('edit.state')} error={errors.state?.message}>
        <select id={stateId} className={inputClasses} {...form.register('state')}>
          {CHAMPIONSHIP_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="space-y-3 sm:pt-7">
        <CheckboxField label={t('edit.participationsOpen')} {...form.register('participationsOpen')} />
        <CheckboxField label={t('edit.silenced')} {...form.register('silenced')} />
      </div>
    </div>
  );
}
