import type { ComponentProps, ReactNode } from 'react';
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

type ChoiceCardProps = {
  title: string;
  note?: ReactNode;
  empty: boolean;
  error: string | undefined;
  children: ReactNode;
};

/** A card of boxes to tick from one of the host's lists, with the list's error under them. */
function ChoiceCard({ title, note, empty, error, children }: ChoiceCardProps) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {note}
      {empty && <p className="text-sm text-ink-muted">{t('empty')}</p>}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </Card>
  );
}

function ChoiceBox({ children, ...input }: ComponentProps<'input'>) {
  return (
    <label className="flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm">
      <input type="checkbox" className="focus-ring size-4 accent-clay-600" {...input} />
      {children}
    </label>
  );
}

function CategoryChoices({ form, options, editing }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  return (
    <ChoiceCard
      title={t('form.categories')}
      note={editing && <p className="text-sm text-ink-muted">{t('form.categoriesLocked')}</p>}
      empty={options?.hostCategories.length === 0}
      error={formState.errors.categoryIds?.message}
    >
      {options?.hostCategories.map((category) => (
        <ChoiceBox key={category.id} value={category.id} disabled={editing} {...register('categoryIds')}>
          <span>{category.name}</span>
          <span className="ml-auto text-xs text-ink-muted">
            {t(`types.${category.type}`)} · {t(`genders.${GENDERS[category.gender] ?? 'any'}`)}
          </span>
        </ChoiceBox>
      ))}
    </ChoiceCard>
  );
}

function SponsorChoices({ form, options }: Omit<Props, 'editing'>) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { register, formState } = form;
  return (
    <ChoiceCard
      title={t('form.sponsors')}
      empty={options?.sponsors.length === 0}
      error={formState.errors.sponsorIds?.message}
    >
      {options?.sponsors.map((sponsor) => (
        <ChoiceBox key={sponsor.id} value={sponsor.id} {...register('sponsorIds')}>
          {sponsor.name}
        </ChoiceBox>
      ))}
    </ChoiceCard>
  );
}
