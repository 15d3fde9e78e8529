import { createColumnHelper } from '@tanstack/react-table';
import type { TMatch } from '@tennis/contracts';
import { SideName } from './side-name';

/** The home side, the score and the away side, as a match table shows them between its other columns. */
export function sideScoreColumns<Row extends TMatch = TMatch>(headers: { home: string; score: string; away: string }) {
  const column = createColumnHelper<Row>();
  return [
    column.display({
      id: 'home',
      header: headers.home,
      cell: (info) => <SideName match={info.row.original} side="home" />,
    }),
    column.display({
      id: 'scoreText',
      header: headers.score,
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{info.row.original.scoreText}</span>,
    }),
    column.display({
      id: 'away',
      header: headers.away,
      cell: (info) => <SideName match={info.row.original} side="away" />,
    }),
  ];
}
