import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderOfPlay, TOrderOfPlayMatch } from '@tennis/contracts';
import { Alert } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/spinner';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { OrderOfPlayDayTabs } from './order-of-play-day-tabs';
import { OrderOfPlayMatchCard } from './order-of-play-match-card';

type Props = {
  date: string;
  days: TOrderOfPlay['days'];
  onDateChange: (date: string) => void;
  loading: boolean;
  matches: TOrderOfPlayMatch[];
  /** The back office's buttons of one match; absent on the public pages. */
  actionsOf?: ((match: TOrderOfPlayMatch) => ReactNode) | undefined;
};

/** A day's matches in order, under the tournament's day tabs and a picker for any other day. */
export function OrderOfPlayDay({ date, days, onDateChange, loading, matches, actionsOf }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const panelId = useId();
  const list = loading ? (
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
  );
  return (
    <div className="space-y-4">
      {days.length > 0 && <OrderOfPlayDayTabs days={days} selected={date} onSelect={onDateChange} panelId={panelId} />}
      <TextField
        className="max-w-xs"
        type="date"
        label={t('date')}
        value={date}
        onChange={(event) => event.target.value && onDateChange(event.target.value)}
      />
      {days.length > 0 ? (
        <div role="tabpanel" id={panelId} aria-label={date}>
          {list}
        </div>
      ) : (
        list
      )}
    </div>
  );
}
