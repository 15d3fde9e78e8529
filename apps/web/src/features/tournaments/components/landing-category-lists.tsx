import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCategoryLists, TMatch } from '@tennis/contracts';
import { matchFormatLabel } from '@tennis/domain';
import { EntryStatusLabel } from '../../../components/entry-status/entry-status-label';
import { resultOrder } from '../../../components/match-list/result-order';
import { SideName } from '../../../components/match-list/side-name';
import { PlayerLink } from '../../../components/player-link/player-link';
import { Card } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { categoryListsQuery } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

/** The anchor of a category's entry list, which the category badges link to before there is a draw. */
export const entryListAnchor = (categoryId: number) => `entries-${categoryId}`;

function ResultLine({ match }: { match: TMatch }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [first, second] = resultOrder(match.winner === 1);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="min-w-0">
        <SideName match={match} side={first} /> <span className="text-ink-muted">{t('landing.versus')}</span>{' '}
        <SideName match={match} side={second} />
      </span>
      <span className="font-medium tabular-nums">{match.scoreText}</span>
    </li>
  );
}

function CategoryList({ list, drawPath }: { list: TCategoryLists; drawPath: string | null }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Card id={entryListAnchor(list.id)} className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold">{list.name}</h3>
          <p className="text-xs text-ink-muted">{matchFormatLabel(list.matchFormat)}</p>
        </div>
        <span className="text-sm text-ink-muted">
          {t('landing.entries', { count: list.entries.length })}
          {drawPath && (
            <>
              {' · '}
              <Link to={drawPath} className="focus-ring font-medium text-clay-700 hover:underline dark:text-clay-300">
                {t('landing.viewDraw')}
              </Link>
            </>
          )}
        </span>
      </div>
      {list.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('landing.noEntries')}</p>
      ) : (
        <ol className="gap-x-6 space-y-1 text-sm sm:columns-2">
          {list.entries.map((entry, index) => (
            <li key={entry.participationId} className="flex break-inside-avoid items-baseline gap-2">
              <span className="w-6 shrink-0 text-right text-xs tabular-nums text-ink-muted">{index + 1}.</span>
              <span className="min-w-0">
                {entry.players.map((player, at) => (
                  <span key={player.id}>
                    {at > 0 && ' / '}
                    <PlayerLink id={player.id} name={player.displayName} />
                  </span>
                ))}
                {entry.seed !== null && (
                  <span className="ml-1 text-xs font-semibold text-court-700 dark:text-court-300">
                    [{entry.seed}]<span className="sr-only"> {t('landing.seed', { seed: entry.seed })}</span>
                  </span>
                )}
                <EntryStatusLabel status={entry.entryStatus} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {list.initialized && (
        <div className="space-y-1">
          <h4 className="text-sm font-semibold text-ink-muted">{t('landing.results')}</h4>
          {list.results.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('landing.noResults')}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {list.results.map((match) => (
                <ResultLine key={match.id} match={match} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

type Props = {
  hostSlug: string;
  tournamentSlug: string;
  /** The draw of a category, when there is one to read. */
  drawPathOf: (list: TCategoryLists) => string | null;
};

/** Who plays in each visible category (seeds and entry statuses marked) and its latest results. */
export function LandingCategoryLists({ hostSlug, tournamentSlug, drawPathOf }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const lists = useQuery(categoryListsQuery(hostSlug, tournamentSlug));
  return (
    <section className="space-y-3" aria-labelledby="entry-lists-title">
      <h2 id="entry-lists-title" className="text-lg font-semibold">
        {t('landing.entryLists')}
      </h2>
      {lists.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full rounded-card" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      ) : lists.isError ? (
        <QueryError error={lists.error} onRetry={lists.refetch} />
      ) : lists.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        lists.data.map((list) => <CategoryList key={list.id} list={list} drawPath={drawPathOf(list)} />)
      )}
    </section>
  );
}
