import { useTranslation } from 'react-i18next';
import type { TParticipateCategory } from '@tennis/contracts';
import { inputClasses } from '../../../components/ui/input-classes';
import type { ParticipationFilters } from '../api/participations-api';
import { PARTICIPATIONS_NS } from '../i18n';

const STATES = ['pending', 'approved', 'rejected'] as const;

type Props = {
  filters: ParticipationFilters;
  /** null: the list is kept to one category, so no category filter. */
  categories: TParticipateCategory[] | null;
  onChange: (change: Partial<ParticipationFilters>) => void;
};

/** State, category, payment and name filters; each change goes back to page 1. */
export function ParticipationFiltersBar({ filters, categories, onChange }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const select = (
    id: string,
    label: string,
    value: string | undefined,
    options: [string, string][],
    key: keyof ParticipationFilters,
  ) => (
    <label htmlFor={id} className="block text-sm font-medium">
      {label}
      <select
        id={id}
        className={`${inputClasses} mt-1`}
        value={value ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value || undefined, page: 1 })}
      >
        <option value="">{t('filters.all')}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {select(
        'participation-state',
        t('filters.state'),
        filters.state,
        STATES.map((s) => [s, t(`states.${s}`)]),
        'state',
      )}
      {categories &&
        select(
          'participation-category',
          t('filters.category'),
          filters.tournamentCategoryId,
          categories.map((c) => [String(c.id), c.name]),
          'tournamentCategoryId',
        )}
      {select(
        'participation-paid',
        t('filters.paid'),
        filters.paid,
        [
          ['yes', t('filters.paidYes')],
          ['no', t('filters.paidNo')],
        ],
        'paid',
      )}
      <label htmlFor="participation-search" className="block text-sm font-medium">
        {t('filters.search')}
        <input
          id="participation-search"
          type="search"
          className={`${inputClasses} mt-1`}
          defaultValue={filters.search ?? ''}
          onChange={(e) => onChange({ search: e.target.value || undefined, page: 1 })}
        />
      </label>
    </div>
  );
}
