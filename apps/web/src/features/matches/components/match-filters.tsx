import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMatchFilters } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { MATCHES_NS } from '../i18n';

interface MatchFiltersProps {
  filters: TChampionshipMatchFilters;
  onChange: (change: Partial<TChampionshipMatchFilters>) => void;
}

/** The match list's filters: state, suspension and a date range. */
export function MatchFilters({ filters, onChange }: MatchFiltersProps) {
  const { t } = useTranslation(MATCHES_NS);
  const ids = { state: useId(), suspended: useId(), from: useId(), to: useId() };
  return (
    <Card className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <FieldShell id={ids.state} label={t('list.state')}>
        <select
          id={ids.state}
          className={inputClasses}
          value={filters.state ?? ''}
          onChange={(e) => onChange({ state: (e.target.value || undefined) as TChampionshipMatchFilters['state'] })}
        >
          <option value="">{t('list.stateAll')}</option>
          <option value="initialized">{t('list.stateInitialized')}</option>
          <option value="concluded">{t('list.stateConcluded')}</option>
        </select>
      </FieldShell>
      <FieldShell id={ids.suspended} label={t('list.suspended')}>
        <select
          id={ids.suspended}
          className={inputClasses}
          value={filters.suspended ?? ''}
          onChange={(e) =>
            onChange({ suspended: (e.target.value || undefined) as TChampionshipMatchFilters['suspended'] })
          }
        >
          <option value="">{t('list.suspendedAll')}</option>
          <option value="1">{t('list.suspendedYes')}</option>
          <option value="0">{t('list.suspendedNo')}</option>
        </select>
      </FieldShell>
      <FieldShell id={ids.from} label={t('list.from')}>
        <input
          id={ids.from}
          type="date"
          className={inputClasses}
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </FieldShell>
      <FieldShell id={ids.to} label={t('list.to')}>
        <input
          id={ids.to}
          type="date"
          className={inputClasses}
          value={filters.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </FieldShell>
    </Card>
  );
}
