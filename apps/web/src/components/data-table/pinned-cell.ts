/**
 * The id of a row's actions column. Put last, it stays pinned to the table's
 * end, so the actions stay in reach when the other columns scroll sideways.
 */
export const ACTIONS_COLUMN_ID = 'actions';

/**
 * The actions column sticks to the end of a scrolling table; it needs its own
 * background (the row's hover included) so the cells scrolling under it do not show through.
 */
export function pinnedCellClasses(columnId: string, where: 'head' | 'body'): string | undefined {
  if (columnId !== ACTIONS_COLUMN_ID) return undefined;
  const sticky = 'sticky right-0 z-10 border-l border-line text-right whitespace-nowrap';
  return where === 'head'
    ? `${sticky} bg-surface-sunken`
    : `${sticky} bg-surface transition-colors group-hover:bg-surface-muted`;
}
