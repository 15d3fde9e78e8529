import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TTournamentParticipation } from '@tennis/contracts';
import { ParticipantName, PaymentText } from './participation-card';
import { PARTICIPATIONS_NS } from '../i18n';

type Cells = {
  showId: boolean;
  hasRating: boolean;
  selectBox: (row: TTournamentParticipation) => ReactNode;
  menu: (row: TTournamentParticipation) => ReactNode;
};

/** The participations table: the id for an admin only, the rating only in a tournament that has one. */
export function participationColumns(
  t: TFunction,
  { showId, hasRating, selectBox, menu }: Cells,
): ColumnDef<TTournamentParticipation>[] {
  return [
    { id: 'select', header: '', cell: ({ row }) => selectBox(row.original) },
    ...(showId
      ? [
          {
            id: 'id',
            header: t('columns.id'),
            cell: ({ row }: { row: { original: TTournamentParticipation } }) => row.original.id,
          },
        ]
      : []),
    { id: 'player', header: t('columns.player'), cell: ({ row }) => <ParticipantName row={row.original} /> },
    { id: 'category', header: t('columns.category'), cell: ({ row }) => row.original.tournamentCategoryName },
    { id: 'state', header: t('columns.state'), cell: ({ row }) => t(`states.${row.original.state}`) },
    { id: 'seed', header: t('columns.seed'), cell: ({ row }) => row.original.seed ?? '—' },
    ...(hasRating
      ? [
          {
            id: 'rating',
            header: t('columns.rating'),
            cell: ({ row }: { row: { original: TTournamentParticipation } }) =>
              row.original.tournamentCategoryRating ?? 0,
          },
        ]
      : []),
    { id: 'paid', header: t('columns.paid'), cell: ({ row }) => <PaymentText row={row.original} /> },
    { id: 'actions', header: t('columns.actions'), cell: ({ row }) => menu(row.original) },
  ];
}

/** An approved, unpaid participation can be selected to be confirmed as paid on the spot. */
export function PaySelectBox({
  row,
  checked,
  onToggle,
}: {
  row: TTournamentParticipation;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  if (row.state !== 'approved' || row.paid) return null;
  return (
    <input
      type="checkbox"
      className="focus-ring size-5"
      aria-label={`${t('select')} ${row.playerFullname}`}
      checked={checked}
      onChange={onToggle}
    />
  );
}
