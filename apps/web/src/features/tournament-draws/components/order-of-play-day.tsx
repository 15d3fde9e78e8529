import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderOfPlay, TOrderOfPlayMatch } from '@tennis/contracts';
import { Alert } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/spinner';
import { cx } from '../../../components/ui/cx';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import { OrderOfPlayDayTabs } from './order-of-play-day-tabs';
import { OrderOfPlayMatchCard } from './order-of-play-match-card';
import { canSwap, useMatchDrag } from './use-match-drag';

type Props = {
  date: string;
  days: TOrderOfPlay['days'];
  onDateChange: (date: string) => void;
  loading: boolean;
  matches: TOrderOfPlayMatch[];
  /** The back office's buttons of one match; absent on the public pages. */
  actionsOf?: ((match: TOrderOfPlayMatch) => ReactNode) | undefined;
  /** The back office's drag and drop: the dragged match trades time and court with the one it is dropped on. */
  onSwap?: ((matchId: number, otherMatchId: number) => void) | undefined;
};

/** A day's matches in order, under the tournament's day tabs and a picker for any other day. */
export function OrderOfPlayDay({ date, days, onDateChange, loading, matches, actionsOf, onSwap }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const panelId = useId();
  const drag = useMatchDrag(onSwap);
  const list = loading ? (
    <div className="space-y-2">
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  ) : matches.length === 0 ? (
    <Alert tone="info">{t('emptyDay')}</Alert>
  ) : (
    <>
      {onSwap && matches.filter(canSwap).length > 1 && (
        <p className="hidden text-sm text-ink-muted md:block">{t('swapHint')}</p>
      )}
      <ol className="grid gap-3 md:grid-cols-2">
        {matches.map((match) => (
          <li
            key={match.id}
            {...drag.propsOf(match)}
            className={cx(
              'rounded-card',
              onSwap && 'md:[&[draggable=true]]:cursor-grab',
              'data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-clay-500',
            )}
          >
            <OrderOfPlayMatchCard match={match} actions={actionsOf?.(match)} />
          </li>
        ))}
      </ol>
    </>
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
