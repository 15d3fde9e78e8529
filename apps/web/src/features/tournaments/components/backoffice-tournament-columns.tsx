import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { TTournamentListItem } from '@tennis/contracts';
import { PencilIcon } from '../../../components/svg-icons/icons';
import { TournamentDates } from './tournament-dates';
import { tournamentPaths as to } from './tournament-paths';
import { TournamentStateBadge } from './tournament-state-badge';

const column = createColumnHelper<TTournamentListItem>();

/** The back-office tournament table: the name leads to the tournament, the last column to its edit form. */
export function backofficeTournamentColumns(t: TFunction) {
  return [
    column.accessor('name', {
      header: t('list.name'),
      cell: (info) => (
        <Link className="focus-ring font-medium hover:underline" to={to.show(info.row.original.id)}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('categoriesCount', { header: t('list.categories') }),
    column.accessor('participationsCount', { header: t('list.participations') }),
    column.display({
      id: 'dates',
      header: t('list.dates'),
      cell: (info) => (
        <TournamentDates start={info.row.original.tournamentStart} end={info.row.original.tournamentEnd} />
      ),
    }),
    column.accessor('state', {
      header: t('list.state'),
      cell: (info) => <TournamentStateBadge state={info.getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('list.actions')}</span>,
      cell: (info) => (
        <Link
          className="focus-ring inline-flex items-center gap-1 text-clay-700 hover:underline dark:text-clay-300"
          to={to.edit(info.row.original.id)}
        >
          <PencilIcon className="size-4" />
          {t('list.edit')}
        </Link>
      ),
    }),
  ];
}
