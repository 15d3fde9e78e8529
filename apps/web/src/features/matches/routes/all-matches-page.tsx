import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBackofficeMatchFilters, TMatch } from '@tennis/contracts';
import { OpenedMatchOptions } from '../../../components/score-form/opened-match-options';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { SelectField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useBackofficeMatches } from '../api/backoffice-matches-api';
import { MatchCard } from '../components/match-card';
import { matchColumns } from '../components/match-columns';
import { MatchEventLink } from '../components/match-event-link';
import { MatchFilters } from '../components/match-filters';
import { PagedMatchTable } from '../components/paged-match-table';
import { PlayerNameFilter } from '../components/player-name-filter';
import { backofficeFiltersFromSearch, searchWith } from '../model/match-list-filters';
import { MATCHES_NS } from '../i18n';

/**
 * /matches: every match in reach of the back office (its hosts' championships
 * and tournaments, the friendlies it may see), filtered in the URL, with each
 * row's score and options; scheduling stays on each event's own page, which the
 * event column links to.
 */
export function AllMatchesPage() {
  const { t } = useTranslation(MATCHES_NS);
  const [search, setSearch] = useSearchParams();
  const query = backofficeFiltersFromSearch(search);
  const { page, pageLength: _pageLength, ...filters } = query;
  const matches = useBackofficeMatches(query);
  const options = useMatchOptions();
  const change = (next: Partial<TBackofficeMatchFilters> | { page: number } | { pageLength: number }) =>
    setSearch(searchWith(query, next));
  const rowButtons = (match: TMatch) => <MatchRowButtons match={match} onOpen={options.open} />;
  const event = (match: TMatch) => <MatchEventLink match={match} />;

  return (
    <Page title={t('all.title')}>
      <MatchFilters filters={filters} onChange={change}>
        <SelectField
          label={t('all.kindLabel')}
          value={filters.kind ?? ''}
          onChange={(e) => change({ kind: (e.target.value || undefined) as TBackofficeMatchFilters['kind'] })}
        >
          <option value="">{t('all.kindAll')}</option>
          <option value="championship">{t('all.kind.championship')}</option>
          <option value="tournament">{t('all.kind.tournament')}</option>
          <option value="friendly">{t('all.kind.friendly')}</option>
        </SelectField>
        <PlayerNameFilter value={filters.q} onChange={(q) => change({ q })} />
      </MatchFilters>
      <PagedMatchTable
        list={matches.data}
        loading={matches.isPending}
        page={page}
        pageLength={query.pageLength}
        caption={t('all.title')}
        columns={matchColumns(t, rowButtons, event)}
        renderCard={(match) => <MatchCard match={match} options={rowButtons(match)} event={event(match)} />}
        onChange={change}
      />
      <OpenedMatchOptions options={options} />
    </Page>
  );
}
