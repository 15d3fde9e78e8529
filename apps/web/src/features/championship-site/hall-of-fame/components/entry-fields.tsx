import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HALL_OF_FAME_GENDERS,
  HALL_OF_FAME_LEAGUES,
  ZMatchType,
  type THallOfFameEntryRequest,
  type THallOfFameEntryValues,
} from '@tennis/contracts';
import { SelectField, TextField } from '../../../../components/ui/field';
import { HALL_OF_FAME_NS } from '../i18n';

type Props = { form: UseFormReturn<THallOfFameEntryRequest, unknown, THallOfFameEntryValues> };

/** The fields of an entry: the season and its league, then the podium and the final's score as published. */
export function EntryFields({ form }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('form.year')}
        type="number"
        inputMode="numeric"
        error={errors.year?.message}
        {...form.register('year', { valueAsNumber: true })}
      />
      <SelectField label={t('form.type')} error={errors.type?.message} {...form.register('type')}>
        {ZMatchType.options.map((type) => (
          <option key={type} value={type}>
            {t(`form.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.gender')}
        error={errors.gender?.message}
        {...form.register('gender', { setValueAs: (value: string | number) => Number(value) })}
      >
        {HALL_OF_FAME_GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`form.genders.${gender}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.league')} error={errors.league?.message} {...form.register('league')}>
        {HALL_OF_FAME_LEAGUES.map((league) => (
          <option key={league} value={league}>
            {t(`form.leagues.${league}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        className="sm:col-span-2"
        label={t('form.championName')}
        hint={t('form.championHint')}
        autoComplete="off"
        error={errors.championName?.message}
        {...form.register('championName')}
      />
      <TextField
        label={t('form.runnerUpName')}
        autoComplete="off"
        error={errors.runnerUpName?.message}
        {...form.register('runnerUpName')}
      />
      <TextField
        label={t('form.thirdName')}
        autoComplete="off"
        error={errors.thirdName?.message}
        {...form.register('thirdName')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('form.finalScore')}
        hint={t('form.finalScoreHint')}
        autoComplete="off"
        error={errors.finalScore?.message}
        {...form.register('finalScore')}
      />
    </>
  );
}
