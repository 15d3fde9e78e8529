import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentListItem } from '@tennis/contracts';
import { PosterTile } from '../../../components/poster-tile/poster-tile';
import { Skeleton } from '../../../components/ui/spinner';
import { TOURNAMENTS_NS } from '../i18n';
import { TournamentDates } from './tournament-dates';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';
import { TournamentTileFacts } from './tournament-tile-facts';

/** The back-office tournaments as poster tiles, each with its way to the tournament and to its edit form. */
export function BackofficePosterGrid({ rows, loading }: { rows: TTournamentListItem[]; loading: boolean }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  if (loading) {
    return (
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[3/4] w-full rounded-card" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return <p className="rounded-card border border-dashed border-line p-8 text-center text-ink-muted">{t('empty')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {rows.map((row) => (
        <li key={row.id}>
          <PosterTile
            to={to.show(row.id)}
            title={row.name}
            imageUrl={row.posterUrl}
            badge={<TournamentStateBadge state={row.state} />}
            meta={<TournamentDates start={row.tournamentStart} end={row.tournamentEnd} />}
            details={<TournamentTileFacts tournament={row} />}
            footer={
              <>
                <Link className="focus-ring hover:underline" to={to.show(row.id)}>
                  {t('list.show')}
                </Link>
                <Link className="focus-ring hover:underline" to={to.edit(row.id)}>
                  {t('list.edit')}
                </Link>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
