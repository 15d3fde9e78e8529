import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_LENGTH, type TMatch } from '@tennis/contracts';
import { DataTable } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/pagination/pagination';
import { OpenedMatchOptions } from '../../../components/score-form/opened-match-options';
import { MatchRowButtons } from '../../../components/score-form/match-row-buttons';
import { useMatchOptions } from '../../../components/score-form/use-match-options';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useFriendlyMatches } from '../api/friendly-matches-api';
import { FriendlyMatchCard, friendlyMatchColumns } from '../components/friendly-match-columns';
import { MATCHES_NS } from '../i18n';

/** /friendly-matches: the back office's friendlies, newest first; on a phone, the date and a summary per match. */
export function FriendlyMatchesPage() {
  const { t } = useTranslation(MATCHES_NS);
  const [query, setQuery] = useState({ page: 1, pageLength: DEFAULT_PAGE_LENGTH });
  const matches = useFriendlyMatches(query);
  const options = useMatchOptions();
  const rowButtons = (match: TMatch) => <MatchRowButtons match={match} onOpen={options.open} />;

  return (
    <Page
      title={t('friendly.title')}
      actions={<ButtonLink to="/friendly-matches/schedule">{t('friendly.schedule')}</ButtonLink>}
    >
      <DataTable
        columns={friendlyMatchColumns(t, rowButtons)}
        data={matches.data?.data ?? []}
        getRowId={(match) => String(match.id)}
        loading={matches.isPending}
        emptyText={t('list.empty')}
        caption={t('friendly.title')}
        renderCard={(match) => <FriendlyMatchCard match={match} vs={t('list.vs')} options={rowButtons(match)} />}
        skeletonRows={Math.min(query.pageLength, 10)}
      />
      {matches.data && matches.data.meta.total > 0 && (
        <Pagination
          className="mt-4"
          page={query.page}
          lastPage={matches.data.meta.lastPage}
          total={matches.data.meta.total}
          pageLength={matches.data.meta.pageLength}
          onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
          onPageLengthChange={(pageLength) => setQuery({ page: 1, pageLength })}
        />
      )}
      <OpenedMatchOptions options={options} />
    </Page>
  );
}
