import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination/pagination';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { paths } from '../../../config/paths';
import { playerBasicsQuery, playerMatchesQuery } from '../api/player-profile-api';
import { PlayerLoadFailure } from '../components/player-load-failure';
import { PlayerNotFound } from '../components/player-not-found';
import { MatchListSkeleton, ProfileMatchList } from '../components/profile-match-list';
import { PLAYER_PROFILE_NS } from '../i18n';
import { playerIdFrom } from '../model/player-id';
import { filtersFromSearch, searchWith } from '../model/matches-search';

/** /players/{id}/matches: every match of the player, newest first, by year and kind, paginated. */
export function PlayerMatchesPage() {
  const id = playerIdFrom(useParams().id);
  return id === null ? <PlayerNotFound /> : <PlayerMatches key={id} playerId={id} />;
}

function PlayerMatches({ playerId }: { playerId: number }) {
  const { t } = useTranslation(PLAYER_PROFILE_NS);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const player = useQuery(playerBasicsQuery(playerId));
  const matches = useQuery(playerMatchesQuery(playerId, filters));
  const change = (next: Partial<typeof filters>) => setSearch(searchWith(filters, next));
  if (player.isError) return <PlayerLoadFailure error={player.error} onRetry={player.refetch} />;
  const name = player.data?.data.displayName ?? '';
  const years = player.data?.data.years ?? [];
  const self = player.data?.data.self ?? false;

  return (
    <Page
      title={t('matches.title', { name })}
      width="wide"
      intro={
        <Link
          to={paths.player(playerId)}
          className="focus-ring rounded-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {t('matches.backToProfile')}
        </Link>
      }
    >
      <Card>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('matches.year')}
            value={filters.year ?? ''}
            onChange={(e) => change({ year: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('matches.allYears')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('matches.kind')}
            value={filters.kind ?? ''}
            onChange={(e) => change({ kind: (e.target.value || undefined) as typeof filters.kind })}
          >
            <option value="">{t('matches.allKinds')}</option>
            <option value="championship">{t('match.kind.championship')}</option>
            <option value="tournament">{t('match.kind.tournament')}</option>
            {self && <option value="friendly">{t('match.kind.friendly')}</option>}
          </SelectField>
        </div>
        <div className="mt-4">
          {matches.isError ? (
            <QueryError error={matches.error} onRetry={matches.refetch} />
          ) : matches.data ? (
            <ProfileMatchList matches={matches.data.data} playerId={playerId} />
          ) : (
            <MatchListSkeleton rows={Math.min(filters.pageLength, 10)} />
          )}
        </div>
        {matches.data && matches.data.meta.total > 0 && (
          <Pagination
            className="mt-4"
            page={filters.page}
            lastPage={matches.data.meta.lastPage}
            total={matches.data.meta.total}
            pageLength={matches.data.meta.pageLength}
            onPageChange={(page) => change({ page })}
            onPageLengthChange={(pageLength) => change({ pageLength })}
          />
        )}
      </Card>
    </Page>
  );
}
