import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBackofficeParticipation } from '@tennis/contracts';
import { formatAtrp } from '@tennis/domain';
import { formatDate } from '../../../lib/format';
import { ParticipationStateBadge, ParticipationStatusBadge } from './championship-badges';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import { PlayerLink } from '../../../components/player-link/player-link';

type Props = { participation: TBackofficeParticipation; select: ReactNode; menu: ReactNode };

/** A participation as a card: the phone layout of the list (below 640 px). */
export function ParticipationCard({ participation, select, menu }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <article className="space-y-3 rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {select}
          <div className="min-w-0">
            <h2 className="truncate font-semibold">
              <PlayerLink id={participation.player.id} name={participation.player.displayName} />
            </h2>
            <p className="truncate text-sm text-ink-muted">
              {participation.player.email ?? participation.player.phone ?? '—'}
            </p>
          </div>
        </div>
        <span className="shrink-0 rounded-control bg-surface-sunken px-2 py-1 text-sm font-semibold tabular-nums">
          {formatAtrp(participation.atrp)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ParticipationStateBadge state={participation.state} />
        <ParticipationStatusBadge status={participation.status} />
        <span className="text-xs text-ink-muted">
          {participation.paidAt
            ? t('participations.paidOn', { date: formatDate(participation.paidAt) })
            : t('participations.unpaid')}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
        <span className="text-ink-muted">
          {t('participations.columns.points')}:{' '}
          <strong className="text-ink tabular-nums">{participation.points}</strong>
        </span>
        {menu}
      </div>
    </article>
  );
}
