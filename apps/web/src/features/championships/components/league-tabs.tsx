import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { CHAMPIONSHIPS_NS } from '../i18n';

export type League = 'open' | 'under';

/** The OPEN and UNDER 2.5 tabs over one table; UNDER only when the championship runs it. */
export function LeagueTabs({ hasUnder, children }: { hasUnder: boolean; children: (league: League) => ReactNode }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [league, setLeague] = useState<League>('open');
  const leagues: League[] = hasUnder ? ['open', 'under'] : ['open'];
  return (
    <div>
      <div role="tablist" className="mb-3 inline-flex rounded-control border border-line bg-surface-muted p-1">
        {leagues.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={league === value}
            onClick={() => setLeague(value)}
            className={cx(
              'focus-ring min-h-9 rounded-control px-4 text-sm font-semibold',
              league === value ? 'bg-clay-600 text-white' : 'text-ink hover:bg-surface-sunken',
            )}
          >
            {t(`standings.${value}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{children(league)}</div>
    </div>
  );
}
