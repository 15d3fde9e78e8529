import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { TTournamentCreateRequest, TTournamentFormOptions } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import type { TournamentFormValues } from '../model/tournament-form-values';
import { TOURNAMENTS_NS } from '../i18n';

const GENDERS = ['men', 'women', 'mixed', 'any'] as const;

type Props = {
  form: UseFormReturn<TournamentFormValues, unknown, TTournamentCreateRequest>;
  options: TTournamentFormOptions | undefined;
  editing: boolean;
};

/** The host's categories (fixed once the tournament exists) and sponsors, ticked from the host's lists. */
export function TournamentChoiceFields({ form, options, editing }: Props) {
  return (
    <>
      <CategoryChoices form={form} options={options} editing={editing} />
      <SponsorChoices form={form} options={options} />
    </>
  );
}

function CategoryChoices({ form, options, editing }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t('form.categories')}</h2>
      {editing && <p className="text-sm text-ink-muted">{t('form.categoriesLocked')}</p>}
      {options && options.hostCategories.length === 0 && <p className="text-sm text-ink-muted">{t('empty')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {options?.hostCategories.map((category) => (
          <label
            key={category.id}
            className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="focus-ring size-4 accent-clay-600"
              value={category.id}
              disabled={editing}
              {...register('categoryIds')}
            />
            <span>{category.name}</span>
            <span className="ml-auto text-xs text-ink-muted">
              {t(`types.${category.type}`)} · {t(`genders.${GENDERS[category.gender] ?? 'any'}`)}
            </span>
          </label>
        ))}
      </div>
      {error('categoryIds') && (
        <p role="alert" className="text-sm text-danger">
          {error('categoryIds')}
        </p>
      )}
    </Card>
  );
}

function SponsorChoices({ form, options }: Omit<Props, 'editing'>) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  const error = (field: keyof TournamentFormValues) => formState.errors[field]?.message;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{t('form.sponsors')}</h2>
      {options && options.sponsors.length === 0 && <p className="text-sm text-ink-muted">{t('empty')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {options?.sponsors.map((sponsor) => (
          <label
            key={sponsor.id}
            className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              className="focus-ring size-4 accent-clay-600"
              value={sponsor.id}
              {...register('sponsorIds')}
            />
            {sponsor.name}
          </label>
        ))}
      </div>
      {error('sponsorIds') && (
        <p role="alert" className="text-sm text-danger">
          {error('sponsorIds')}
        </p>
      )}
    </Card>
  );
}
