import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { SideName } from './side-name';

const column = createColumnHelper<TMatch>();

/** The home side, the score and the away side, as a match table shows them between its other columns. */
export function sideScoreColumns(headers: { home: string; score: string; away: string }) {
  return [
    column.display({
      id: 'home',
      header: headers.home,
      cell: (info) => <SideName match={info.row.original} side="home" />,
    }),
    column.accessor('scoreText', {
      header: headers.score,
      cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
    }),
    column.display({
      id: 'away',
      header: headers.away,
      cell: (info) => <SideName match={info.row.original} side="away" />,
    }),
  ];
}
