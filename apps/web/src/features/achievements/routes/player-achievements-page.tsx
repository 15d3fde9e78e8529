import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { playerAchievementsQuery } from '../api/achievements-api';
import { AchievementFamilyCard } from '../components/achievement-family-card';
import { ACHIEVEMENTS_NS } from '../i18n';

const idFrom = (param: string | undefined): number | null =>
  param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;

/** /players/{id}/achievements/{achievementId?} (spec 3 §2): the player's tiers by family and the completion. */
export function PlayerAchievementsPage() {
  const params = useParams();
  const playerId = idFrom(params.id);
  const highlighted = idFrom(params.achievementId);
  const { t } = useTranslation(ACHIEVEMENTS_NS);
  const self = useCurrentUser()?.player?.id === playerId;
  const query = useQuery({ ...playerAchievementsQuery(playerId ?? 0), enabled: playerId !== null });
  const data = query.data?.data;
  useEffect(() => {
    if (data && highlighted)
      document.getElementById(`achievement-${highlighted}`)?.scrollIntoView?.({ block: 'center' });
  }, [data, highlighted]);

  return (
    <Page
      title={data ? t('title', { name: data.player.displayName }) : t('titleShort')}
      intro={
        playerId !== null && (
          <span className="flex flex-wrap gap-4">
            <Link
              to={paths.player(playerId)}
              className="focus-ring rounded-sm font-semibold text-clay-700 underline dark:text-clay-300"
            >
              {t('backToProfile')}
            </Link>
            <Link
              to={paths.achievementsLeaders()!}
              className="focus-ring rounded-sm font-semibold text-clay-700 underline dark:text-clay-300"
            >
              {t('leadersLink')}
            </Link>
          </span>
        )
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : !data ? (
        <Skeleton className="h-96 w-full rounded-card" />
      ) : (
        <>
          <div className="mb-6 space-y-2">
            <p className="font-medium">
              {t('completion', { unlocked: data.unlocked, total: data.total, completion: data.completion })}
            </p>
            <ProgressBar value={data.completion} label={t('titleShort')} />
            <p className="text-sm text-ink-muted">{t('note')}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {data.families.map((family) => (
              <AchievementFamilyCard
                key={family.family}
                family={family}
                playerId={data.player.id}
                self={self}
                highlighted={highlighted}
              />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
