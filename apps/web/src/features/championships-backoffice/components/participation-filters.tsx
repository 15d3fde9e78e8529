import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAMPIONSHIP_PARTICIPATION_STATES,
  CHAMPIONSHIP_PARTICIPATION_STATUSES,
  type TParticipationListQuery,
} from '@tennis/contracts';
import { inputClasses } from '../../../components/ui/input-classes';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = { query: TParticipationListQuery; onChange: (change: Record<string, string | undefined>) => void };

/** Search by name (sent after a short pause in typing), approval state, status and payment. */
export function ParticipationFilters({ query, onChange }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const ids = { search: useId(), state: useId(), status: useId(), paid: useId() };
  const [term, setTerm] = useState(query.search ?? '');

  useEffect(() => {
    if (term.trim() === (query.search ?? '')) return;
    const timer = setTimeout(() => onChange({ search: term.trim() }), 350);
    return () => clearTimeout(timer);
  }, [term, query.search, onChange]);

  const select = (name: 'state' | 'status' | 'paid', options: { value: string; label: string }[]) => (
    <div className="space-y-1">
      <label htmlFor={ids[name]} className="block text-xs font-medium text-ink-muted">
        {t(`participations.${name}`)}
      </label>
      <select
        id={ids[name]}
        className={inputClasses}
        value={query[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      >
        <option value="">{t('participations.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1">
        <label htmlFor={ids.search} className="block text-xs font-medium text-ink-muted">
          {t('participations.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          className={inputClasses}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          autoComplete="off"
        />
      </div>
      {select(
        'state',
        CHAMPIONSHIP_PARTICIPATION_STATES.map((value) => ({ value, label: t(`participationStates.${value}`) })),
      )}
      {select(
        'status',
        CHAMPIONSHIP_PARTICIPATION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      )}
      {select('paid', [
        { value: 'yes', label: t('participations.paidYes') },
        { value: 'no', label: t('participations.paidNo') },
      ])}
    </div>
  );
}
