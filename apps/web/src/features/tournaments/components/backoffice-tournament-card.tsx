import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTournamentListItem } from '@tennis/contracts';
import { TOURNAMENTS_NS } from '../i18n';
import { TournamentDates } from './tournament-dates';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';

/** A row of the back-office table as a card, for screens too narrow for the table. */
export function BackofficeTournamentCard({ row }: { row: TTournamentListItem }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <Link to={to.show(row.id)} className="focus-ring block space-y-2 rounded-card border border-line bg-surface p-4">
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold">{row.name}</span>
        <TournamentStateBadge state={row.state} />
      </span>
      <span className="block text-sm text-ink-muted">
        <TournamentDates start={row.tournamentStart} end={row.tournamentEnd} /> ·{' '}
        {t('list.countsLine', { categories: row.categoriesCount, participations: row.participationsCount })}
      </span>
    </Link>
  );
}
