import type { TStandingsEntry } from '@tennis/contracts';

/** An OFF row has no rank: it sits at the bottom with a dash. */
export const rankText = (row: TStandingsEntry) => (row.rank === null ? '–' : String(row.rank));

/** Points in Greek digit grouping (1.250), whatever the reader's language. */
export const standingsNumber = (value: number) => value.toLocaleString('el-GR');
