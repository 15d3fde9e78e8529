import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { achievementLeadersQuery } from '../api/achievements-api';
import { ACHIEVEMENTS_NS } from '../i18n';

/** Spec 3 §9: the top three are gold, silver and bronze. */
const PODIUM = [
  'border-amber-400 bg-amber-100 dark:bg-amber-950',
  'border-slate-400 bg-slate-100 dark:bg-slate-800',
  'border-orange-700 bg-orange-100 dark:bg-orange-950',
];
const MEDAL = ['bg-amber-400 text-court-950', 'bg-slate-300 text-court-950', 'bg-orange-700 text-white'];

/** /achievements/leaders (spec 3 §2): a grid of cards, the players with the most unlocked achievements. */
export function AchievementLeadersPage() {
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  const query = useQuery(achievementLeadersQuery());
  return (
    <Page title={t('leaders')} intro={t('leadersIntro')}>
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : !query.data ? (
        <Skeleton className="h-64 w-full rounded-card" />
      ) : query.data.data.length === 0 ? (
        <p className="text-ink-muted">{t('noLeaders')}</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.data.map((leader) => (
            <li key={leader.player.id}>
              <section
                className={cx(
                  'flex h-full items-center gap-3 rounded-card border-2 p-4 shadow-sm',
                  PODIUM[leader.rank - 1] ?? 'border-line bg-surface',
                )}
              >
                <span
                  className={cx(
                    'inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold',
                    MEDAL[leader.rank - 1] ?? 'bg-surface-muted',
                  )}
                >
                  {leader.rank}
                </span>
                <span className="min-w-0">
                  <Link
                    to={paths.playerAchievements(leader.player.id)}
                    className="focus-ring block rounded-sm break-words font-semibold text-clay-700 underline dark:text-clay-300"
                  >
                    {leader.player.displayName}
                  </Link>
                  <span className="block text-sm text-ink-muted">{t('unlockedCount', { count: leader.unlocked })}</span>
                </span>
              </section>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
