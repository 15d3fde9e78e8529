import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournamentListItem } from '@tennis/contracts';
import { SelectField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { underwayQuery, upcomingQuery } from '../api/tournaments-api';
import { PublicTournamentTile } from '../components/public-tournament-tile';
import { ListPagination, useListPaging } from '../components/list-paging';
import { TOURNAMENTS_NS } from '../i18n';

function TileGrid({
  rows,
  loading,
  failed,
  empty,
  mode,
}: {
  rows: TTournamentListItem[];
  loading: boolean;
  /** The list that did not load, to show its error and load it again (never an empty list instead). */
  failed?: { error: unknown; refetch: () => unknown } | null;
  empty: string;
  mode: 'upcoming' | 'underway';
}) {
  if (failed) return <QueryError error={failed.error} onRetry={failed.refetch} />;
  if (loading) {
    return (
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[3/4] w-full rounded-card" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0)
    return <p className="rounded-card border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {rows.map((row) => (
        <li key={row.id}>
          <PublicTournamentTile tournament={row} mode={mode} />
        </li>
      ))}
    </ul>
  );
}

/** /tournaments/upcoming, with the optional host filter. */
export function UpcomingTournamentsPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [hostId, setHostId] = useState('');
  const all = useQuery(upcomingQuery());
  const filtered = useQuery({ ...upcomingQuery(hostId ? Number(hostId) : undefined), enabled: hostId !== '' });
  const hosts = useMemo(() => {
    const seen = new Map<number, string>();
    for (const row of all.data ?? []) seen.set(row.hostId, row.hostName);
    return [...seen];
  }, [all.data]);
  const rows = hostId ? (filtered.data ?? []) : (all.data ?? []);
  return (
    <Page
      title={t('public.upcomingTitle')}
      actions={
        hosts.length > 1 ? (
          <SelectField
            id="upcoming-host"
            label={t('public.host')}
            value={hostId}
            onChange={(e) => setHostId(e.target.value)}
          >
            <option value="">{t('public.allHosts')}</option>
            {hosts.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : undefined
      }
    >
      <TileGrid
        rows={rows}
        loading={all.isPending || (hostId !== '' && filtered.isPending)}
        failed={all.isError ? all : hostId !== '' && filtered.isError ? filtered : null}
        empty={t('public.noUpcoming')}
        mode="upcoming"
      />
    </Page>
  );
}

/** /tournaments/underway, paged. */
export function UnderwayTournamentsPage() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const paging = useListPaging();
  const list = useQuery(underwayQuery(paging.page, paging.pageLength));
  return (
    <Page title={t('public.underwayTitle')}>
      <TileGrid
        rows={list.data?.data ?? []}
        loading={list.isPending}
        failed={list.isError ? list : null}
        empty={t('public.noUnderway')}
        mode="underway"
      />
      <ListPagination meta={list.data?.meta} paging={paging} />
    </Page>
  );
}
