import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderOfPlay } from '@tennis/contracts';
import { cx } from '../../../components/ui/cx';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = {
  days: TOrderOfPlay['days'];
  selected: string;
  onSelect: (date: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/** The tournament's days as tabs (WAI-ARIA tabs: arrows, Home, End), each with its weekday and match count. */
export function OrderOfPlayDayTabs({ days, selected, onSelect, panelId }: Props) {
  const { t, i18n } = useTranslation(TOURNAMENT_DRAWS_NS);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  const index = days.findIndex((day) => day.date === selected);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || !days[next]) return;
    event.preventDefault();
    onSelect(days[next].date);
    tabs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('daysLabel')}
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1"
    >
      {days.map((day, i) => {
        const active = day.date === selected;
        return (
          <button
            key={day.date}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            // With no tab selected (a date outside the tournament), the first one takes the focus.
            tabIndex={active || (index === -1 && i === 0) ? 0 : -1}
            onClick={() => onSelect(day.date)}
            className={cx(
              'focus-ring flex shrink-0 flex-col items-center rounded-control px-3 py-1.5 text-sm',
              active ? 'bg-clay-600 text-white' : 'bg-surface-muted text-ink hover:bg-clay-50 dark:hover:bg-clay-950',
            )}
          >
            <span className="font-medium whitespace-nowrap">{format.format(new Date(`${day.date}T12:00:00Z`))}</span>
            <span className={cx('text-xs', active ? 'text-white/90' : 'text-ink-muted')}>
              {t('dayMatches', { count: day.matchCount })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
