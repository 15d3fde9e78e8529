import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { Alert } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/spinner';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { OrderOfPlayMatchCard } from './order-of-play-match-card';

type Props = {
  date: string;
  onDateChange: (date: string) => void;
  loading: boolean;
  matches: TMatch[];
  /** The back office's buttons of one match; absent on the public pages. */
  actionsOf?: ((match: TMatch) => ReactNode) | undefined;
};

/** A day's matches in order, under the picker of the day. */
export function OrderOfPlayDay({ date, onDateChange, loading, matches, actionsOf }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  return (
    <div className="space-y-4">
      <TextField
        className="max-w-xs"
        type="date"
        label={t('date')}
        value={date}
        onChange={(event) => event.target.value && onDateChange(event.target.value)}
      />
      {loading ? (
        <div className="space-y-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : matches.length === 0 ? (
        <Alert tone="info">{t('emptyDay')}</Alert>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {matches.map((match) => (
            <li key={match.id}>
              <OrderOfPlayMatchCard match={match} actions={actionsOf?.(match)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
