import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMatchFilters, TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { exportUrl, useChampionshipMatches } from '../api/championship-matches-api';
import { MatchCard } from '../components/match-card';
import { matchColumns } from '../components/match-columns';
import { MatchDialogs } from '../components/match-dialogs';
import { MatchFilters } from '../components/match-filters';
import { MatchOptionsButton } from '../../../components/score-form/match-options-button';
import { filtersFromSearch, searchWith } from '../model/match-list-filters';
import { MATCHES_NS } from '../i18n';

/** /backoffice/championships/{id}/matches: filters in the URL, ten a page, xlsx export, options per row. */
export function ChampionshipMatchesPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = filtersFromSearch(search);
  const { page, ...filters } = query;
  const matches = useChampionshipMatches(id, query);
  const [optionsOf, setOptionsOf] = useState<TMatch | null>(null);
  const change = (next: Partial<TChampionshipMatchFilters> | { page: number }) => setSearch(searchWith(query, next));
  const optionsButton = (match: TMatch) => <MatchOptionsButton match={match} onOpen={setOptionsOf} />;

  return (
    <Page
      title={t('list.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary')} href={exportUrl(id, filters)} download>
            {t('list.export')}
          </a>
          <ButtonLink to={`/backoffice/championships/${id}/matches/schedule`}>{t('list.schedule')}</ButtonLink>
        </div>
      }
    >
      <MatchFilters filters={filters} onChange={change} />
      <DataTable
        columns={matchColumns(t, optionsButton)}
        data={matches.data?.data ?? []}
        getRowId={(match) => String(match.id)}
        loading={matches.isPending}
        emptyText={t('list.empty')}
        caption={t('list.title')}
        renderCard={(match) => <MatchCard match={match} options={optionsButton(match)} />}
      />
      {matches.data && matches.data.meta.total > 0 && (
        <Pagination
          className="mt-4"
          page={page}
          lastPage={matches.data.meta.lastPage}
          total={matches.data.meta.total}
          pageLength={matches.data.meta.pageLength}
          onPageChange={(next) => change({ page: next })}
        />
      )}
      <MatchDialogs championshipId={id} optionsOf={optionsOf} onCloseOptions={() => setOptionsOf(null)} />
    </Page>
  );
}
