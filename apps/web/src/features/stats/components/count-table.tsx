import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { STATS_NS } from '../i18n';

type Props<Row> = {
  title: string;
  headings: readonly string[];
  rows: readonly Row[];
  cells: (row: Row) => readonly ReactNode[];
  rowKey: (row: Row, index: number) => string;
  /** Rows shown before "show all". */
  firstRows?: number;
  note?: string;
};

/** A titled table of the stats page; a wide one scrolls sideways on a phone, from the keyboard too. */
export function CountTable<Row>({ title, headings, rows, cells, rowKey, firstRows = 10, note }: Props<Row>) {
  const { t } = useTranslation(STATS_NS);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, firstRows);
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('advanced.none')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-ink-muted">
                {headings.map((heading, index) => (
                  <th key={heading} scope="col" className={index === 0 ? 'py-2 pr-3' : 'py-2 pl-3 text-right'}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row, rowIndex) => (
                <tr key={rowKey(row, rowIndex)} className="border-b border-line last:border-0">
                  {cells(row).map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-2 pr-3 text-left font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note && <p className="text-xs text-ink-muted">{note}</p>}
      {rows.length > firstRows && (
        <Button variant="secondary" size="sm" onClick={() => setAll((shownAll) => !shownAll)}>
          {all ? t('advanced.showFewer') : t('advanced.showAll', { count: rows.length })}
        </Button>
      )}
    </Card>
  );
}
