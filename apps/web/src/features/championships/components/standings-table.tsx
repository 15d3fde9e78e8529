import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStandingsEntry } from '@tennis/contracts';
import { CHAMPIONSHIPS_NS } from '../i18n';
import { StandingsTiles } from './standings-tiles';
import { StandingsWideTable } from './standings-wide-table';

type Props = {
  rows: readonly TStandingsEntry[];
  empty: string;
  large?: boolean;
  /** Show only the top rows until "show all" is pressed (the landing page; the fullscreen table shows every row). */
  firstRows?: number;
};

/** The landing page's tables start with the top ten, so a phone reaches the rest of the page. */
export const LANDING_ROWS = 10;

/** A standings or race table: a table from 640 px, tiles below (mobile first). */
export function StandingsTable({ rows: allRows, empty, large = false, firstRows }: Props) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const [all, setAll] = useState(false);
  if (allRows.length === 0) return <p className="py-6 text-center text-ink-muted">{empty}</p>;
  const limited = firstRows !== undefined && allRows.length > firstRows;
  const rows = limited && !all ? allRows.slice(0, firstRows) : allRows;
  return (
    <>
      <StandingsTiles rows={rows} />
      <StandingsWideTable rows={rows} large={large} />
      {limited && (
        <button
          type="button"
          onClick={() => setAll(!all)}
          className="focus-ring mt-3 text-sm font-semibold text-clay-700 underline dark:text-clay-300"
        >
          {all ? t('match.showFewer') : t('match.showAll', { count: allRows.length })}
        </button>
      )}
    </>
  );
}
