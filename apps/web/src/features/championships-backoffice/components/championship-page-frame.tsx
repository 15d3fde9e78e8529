import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBackofficeChampionship } from '@tennis/contracts';
import { Alert } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { ChevronLeftIcon } from '../../../components/svg-icons/icons';
import { championshipQuery } from '../api/championship-backoffice-api';
import { championshipBackofficePaths } from './championship-paths';
import { useChampionshipId } from './use-championship-id';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';

type Props = {
  /** The page's own title; the championship's name is shown above it. */
  title?: string;
  width?: 'form' | 'wide' | 'page';
  actions?: (championship: TBackofficeChampionship) => ReactNode;
  children: (championship: TBackofficeChampionship) => ReactNode;
  /** Hide the link back to the championship's page (on that page itself). */
  root?: boolean;
};

/** A back-office page of one championship: loads it once, shows a skeleton, then the page under the championship's name. */
export function ChampionshipPageFrame({ title, width = 'page', actions, children, root = false }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const id = useChampionshipId();
  const query = useQuery(championshipQuery(id));

  if (query.isPending) {
    return (
      <div className="mx-auto w-full max-w-page space-y-4 px-4 py-6 sm:py-10" aria-busy>
        <Skeleton className="h-9 w-2/3 max-w-md" />
        <Skeleton className="h-5 w-1/3 max-w-xs" />
        <div className="grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full rounded-card" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Page title={t('notFound')} width="form">
        <Alert tone="danger">{query.error.message}</Alert>
      </Page>
    );
  }
  const championship = query.data;
  return (
    <Page
      title={title ?? championship.name}
      width={width}
      actions={actions?.(championship)}
      intro={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {!root && (
            <Link
              to={championshipBackofficePaths.show(championship.id)}
              className="focus-ring inline-flex items-center gap-1 rounded font-medium text-clay-700 hover:underline dark:text-clay-300"
            >
              <ChevronLeftIcon className="size-4" />
              {championship.name}
            </Link>
          )}
          {root && <span>{t('show.intro')}</span>}
        </span>
      }
    >
      {children(championship)}
    </Page>
  );
}
