import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { AccessDenied } from '../../../components/ui/access-denied';
import { ApiError } from '../../../lib/api-error';
import { QueryError } from '../../../components/ui/query-error';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { ChevronLeftIcon } from '../../../components/svg-icons/icons';
import { tournamentQuery } from '../api/tournaments-api';
import { tournamentPaths as to } from './tournament-paths';
import { TOURNAMENTS_NS } from '../i18n';

export const useTournamentId = () => useParams().id ?? '';

type Props = {
  /** The page's own title after the tournament's name; none on the details page. */
  section?: string;
  actions?: (tournament: TTournament) => ReactNode;
  children: (tournament: TTournament) => ReactNode;
};

/** A back-office tournament page: loads the tournament, shows a skeleton meanwhile and a link back to its details page. */
export function TournamentPageFrame({ section, actions, children }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = useTournamentId();
  const tournament = useQuery(tournamentQuery(id));
  if (tournament.isPending) {
    return (
      <Page title={section ?? t('show.loading')}>
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-32 w-full rounded-card" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      </Page>
    );
  }
  // Another host's tournament: its back-office pages offer nothing this user may do (the API refuses every call).
  const refused = tournament.isError
    ? tournament.error instanceof ApiError && tournament.error.status === 403
    : !tournament.data.permissions.backofficeView;
  if (refused) return <AccessDenied />;
  if (tournament.isError) {
    return (
      <Page title={section ?? t('show.loading')}>
        <QueryError error={tournament.error} onRetry={tournament.refetch} />
      </Page>
    );
  }
  const data = tournament.data;
  return (
    <Page
      title={section ? `${section} · ${data.name}` : data.name}
      intro={
        section ? (
          <Link to={to.show(data.id)} className="focus-ring inline-flex items-center gap-1 text-sm hover:underline">
            <ChevronLeftIcon className="size-4" />
            {data.name}
          </Link>
        ) : undefined
      }
      actions={actions?.(data)}
    >
      {children(data)}
    </Page>
  );
}
