import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournamentParticipation } from '@tennis/contracts';
import { EntryStatusLabel } from '../../../components/entry-status/entry-status-label';
import { PlayerLink } from '../../../components/player-link/player-link';
import { formatDateTime } from '../../../lib/format';
import { PARTICIPATIONS_NS } from '../i18n';

/** The player (and teammate) of a row. */
export function ParticipantName({ row }: { row: TTournamentParticipation }) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <div>
      <span className="block font-medium">
        <PlayerLink id={row.playerId} name={row.playerFullname} />
        <EntryStatusLabel status={row.entryStatus} />
      </span>
      {row.teammateFullname && (
        <div className="text-xs text-ink-muted">{t('teammate', { name: row.teammateFullname })}</div>
      )}
    </div>
  );
}

export function PaymentText({ row }: { row: TTournamentParticipation }) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <span className={row.paid ? 'text-success' : 'text-ink-muted'}>
      {row.paid ? t('paidAt', { date: formatDateTime(row.paymentCompletedAt) }) : t('unpaid')}
    </span>
  );
}

/** Below 640 px each participation is a tile. */
export function ParticipationCard({
  row,
  showId,
  showRating,
  actions,
}: {
  row: TTournamentParticipation;
  showId: boolean;
  showRating: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-2">
        <ParticipantName row={row} />
        {showId && <span className="text-xs text-ink-muted">#{row.id}</span>}
      </div>
      <div className="text-sm">{row.tournamentCategoryName}</div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{t(`states.${row.state}`)}</span>
        {row.seed !== null && <span>{`${t('columns.seed')} ${row.seed}`}</span>}
        {showRating && <span>{`${t('columns.rating')} ${row.tournamentCategoryRating ?? 0}`}</span>}
        <PaymentText row={row} />
      </div>
      <div>{actions}</div>
    </div>
  );
}
