import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChampionshipMatchFilters, TMatch } from '@tennis/contracts';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { exportUrl, useChampionshipMatches } from '../api/championship-matches-api';
import { MatchCard } from '../components/match-card';
import { matchColumns } from '../components/match-columns';
import { MatchDialogs } from '../components/match-dialogs';
import { MatchFilters } from '../components/match-filters';
import { PagedMatchTable } from '../components/paged-match-table';
import { filtersFromSearch, searchWith } from '../model/match-list-filters';
import { MATCHES_NS } from '../i18n';

/** /backoffice/championships/{id}/matches: filters and page length in the URL, xlsx export, score and options per row. */
export function ChampionshipMatchesPage() {
  const { t } = useTranslation(MATCHES_NS);
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = filtersFromSearch(search);
  const { page, pageLength: _pageLength, ...filters } = query;
  const matches = useChampionshipMatches(id, query);
  const options = useMatchOptions();
  const change = (next: Partial<TChampionshipMatchFilters> | { page: number } | { pageLength: number }) =>
    setSearch(searchWith(query, next));
  const rowButtons = (match: TMatch) => <MatchRowButtons match={match} onOpen={options.open} />;

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
      <PagedMatchTable
        list={matches.data}
        loading={matches.isPending}
        page={page}
        pageLength={query.pageLength}
        caption={t('list.title')}
        columns={matchColumns(t, rowButtons)}
        renderCard={(match) => <MatchCard match={match} options={rowButtons(match)} />}
        onChange={change}
      />
      <MatchDialogs championshipId={id} opened={options.opened} onCloseOptions={options.close} />
    </Page>
  );
}
