import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { SURFACE_LABELS, type TFriendlyMatch } from '@tennis/contracts';
import { ACTIONS_COLUMN_ID } from '../../../components/data-table/pinned-cell';
import { MatchTile } from '../../../components/match-list/match-tile';
import { sideScoreColumns } from '../../../components/match-list/side-score-columns';
import { formatDateTime } from '../../../lib/format';

const column = createColumnHelper<TFriendlyMatch>();

/** Where a friendly was played: the listed club, or the other club the player typed, with the surface. */
function venueOf(match: TFriendlyMatch): string {
  const name = match.club?.acronym ?? match.club?.name ?? match.otherClub?.name ?? '';
  const surface = match.surface ?? match.otherClub?.surface;
  return [name, surface ? SURFACE_LABELS[surface] : null].filter(Boolean).join(' · ');
}

/** The friendly list's table: when, who, the score, where, the row's buttons. */
export function friendlyMatchColumns(t: TFunction, options: (match: TFriendlyMatch) => ReactNode) {
  return [
    column.accessor('scheduledAt', { header: t('list.date'), cell: (info) => formatDateTime(info.getValue()) }),
    ...sideScoreColumns<TFriendlyMatch>({ home: t('list.home'), score: t('list.score'), away: t('list.away') }),
    column.display({ id: 'venue', header: t('list.club'), cell: (info) => venueOf(info.row.original) }),
    column.display({
      id: ACTIONS_COLUMN_ID,
      header: () => <span className="sr-only">{t('list.options')}</span>,
      cell: (info) => options(info.row.original),
    }),
  ];
}

/** The condensed phone layout: the date above the summary (the sides and the score). */
export function FriendlyMatchCard({ match, vs, options }: { match: TFriendlyMatch; vs: string; options: ReactNode }) {
  return (
    <MatchTile
      match={match}
      vsLabel={vs}
      options={options}
      header={
        <p className="flex justify-between gap-2 text-xs text-ink-muted">
          <span>{formatDateTime(match.scheduledAt)}</span>
          <span className="truncate">{venueOf(match)}</span>
        </p>
      }
    />
  );
}
