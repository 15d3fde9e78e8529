import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMatch } from '@tennis/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useOrderOfPlay, useTournament } from '../api/draws-api';
import { athensToday } from '../model/athens-today';
import { TOURNAMENT_DRAWS_NS } from '../i18n';
import type { DrawsMode } from './draws-page';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function Side({ match, which }: { match: TMatch; which: 'home' | 'away' }) {
  return (
    <span
      className={cx(match.winner === (which === 'home' ? 0 : 1) && 'font-semibold text-court-700 dark:text-court-300')}
    >
      {match[which].displayName ?? '—'}
    </span>
  );
}

/** The order of play of one day; the date lives in the query so a link keeps it. */
export function OrderOfPlayPage({ mode }: { mode: DrawsMode }) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const params = useParams();
  const tournament = useTournament(
    mode === 'backoffice' ? { id: params.id } : { hostSlug: params.hostSlug, tournamentSlug: params.tournamentSlug },
  );
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const date = asked && DAY.test(asked) ? asked : athensToday();
  const order = useOrderOfPlay(tournament.data?.id, date);
  const dateId = useId();
  const data = tournament.data;
  const matches = order.data?.matches ?? [];

  const body = (
    <div className="space-y-4">
      <div className="max-w-xs space-y-1.5">
        <label htmlFor={dateId} className="block text-sm font-medium">
          {t('date')}
        </label>
        <input
          id={dateId}
          type="date"
          className={inputClasses}
          value={date}
          onChange={(event) => event.target.value && setSearch({ date: event.target.value }, { replace: true })}
        />
      </div>
      {order.isPending || tournament.isPending ? (
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
              <Card className="space-y-1 p-4 sm:p-4">
                <div className="flex justify-between gap-2 text-xs text-ink-muted">
                  <span className="font-semibold tabular-nums text-ink">{match.scheduledAt?.slice(11, 16)}</span>
                  <span className="truncate">{match.club?.acronym ?? match.club?.name ?? ''}</span>
                </div>
                <p>
                  <Side match={match} which="home" /> <span className="text-ink-muted">{t('vs')}</span>{' '}
                  <Side match={match} which="away" />
                </p>
                {match.scoreText && <p className="text-sm font-medium tabular-nums">{match.scoreText}</p>}
                {match.orderOfPlayComments && <p className="text-xs text-ink-muted">{match.orderOfPlayComments}</p>}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
  if (mode === 'static') {
    return (
      <main className="min-h-dvh bg-surface-muted p-4">
        <h1 className="mb-4 text-xl font-bold">{data ? t('orderOfPlayOf', { name: data.name }) : t('orderOfPlay')}</h1>
        {body}
      </main>
    );
  }
  return (
    <Page
      title={data ? t('orderOfPlayOf', { name: data.name }) : t('orderOfPlay')}
      actions={
        data && (
          <div className="flex flex-wrap gap-2">
            {mode === 'backoffice' && (
              <Link to={`/backoffice/tournaments/${data.id}`} className={buttonClasses('secondary', 'md')}>
                {t('tournamentPage')}
              </Link>
            )}
            <Link
              to={paths.tournaments.landing(data.host.slug, data.slug)}
              className={buttonClasses('secondary', 'md')}
            >
              {t('publicPage')}
            </Link>
          </div>
        )
      }
    >
      {body}
    </Page>
  );
}

export const BackofficeOrderOfPlayPage = () => <OrderOfPlayPage mode="backoffice" />;
export const PublicOrderOfPlayPage = () => <OrderOfPlayPage mode="public" />;
export const StaticOrderOfPlayPage = () => <OrderOfPlayPage mode="static" />;
