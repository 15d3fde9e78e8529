import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMatchFilters } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { SelectField, TextField } from '../../../components/ui/field';
import { MATCHES_NS } from '../i18n';

interface MatchFiltersProps {
  filters: TChampionshipMatchFilters;
  onChange: (change: Partial<TChampionshipMatchFilters>) => void;
  /** A list's own filters, ahead of the shared ones (/matches: the kind and a player's name). */
  children?: ReactNode;
}

/** The match list's filters: state, suspension and a date range. */
export function MatchFilters({ filters, onChange, children }: MatchFiltersProps) {
  const { t } = useTranslation(MATCHES_NS);
  return (
    <Card className={cx('mb-4 grid grid-cols-2 gap-3', children ? 'sm:grid-cols-3 lg:grid-cols-7' : 'sm:grid-cols-4')}>
      {children}
      <SelectField
        label={t('list.state')}
        value={filters.state ?? ''}
        onChange={(e) => onChange({ state: (e.target.value || undefined) as TChampionshipMatchFilters['state'] })}
      >
        <option value="">{t('list.stateAll')}</option>
        <option value="initialized">{t('list.stateInitialized')}</option>
        <option value="concluded">{t('list.stateConcluded')}</option>
        <option value="awaiting">{t('list.stateAwaiting')}</option>
      </SelectField>
      <SelectField
        label={t('list.suspended')}
        value={filters.suspended ?? ''}
        onChange={(e) =>
          onChange({ suspended: (e.target.value || undefined) as TChampionshipMatchFilters['suspended'] })
        }
      >
        <option value="">{t('list.suspendedAll')}</option>
        <option value="1">{t('list.suspendedYes')}</option>
        <option value="0">{t('list.suspendedNo')}</option>
      </SelectField>
      <TextField
        label={t('list.from')}
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
      />
      <TextField
        label={t('list.to')}
        type="date"
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
      />
    </Card>
  );
}
