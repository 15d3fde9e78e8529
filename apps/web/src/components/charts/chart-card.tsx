import type { ReactNode } from 'react';
import { Card } from '../ui/card';

/** The numbers a chart draws, as Chart.js takes them: one label a point, one series a dataset. */
export type ChartNumbers = {
  labels: readonly string[];
  datasets: readonly { label?: string; data: readonly number[] }[];
};

type ChartCardProps = {
  title: string;
  empty: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** For a chart whose legend sits under it: a phone needs the height. */
  tall?: boolean;
  /** The chart's numbers, read out as a table by screen readers (a canvas has no text). */
  numbers: ChartNumbers;
  /** The heading of the table's first column, which holds the chart's labels. */
  labelHeading: string;
  children: ReactNode;
};

/**
 * A chart in a card of fixed height, so the page does not jump while Chart.js draws. The drawing is hidden
 * from assistive technology; a visually hidden table with the same numbers stands in for it.
 */
export function ChartCard({ title, empty, emptyText, tall = false, numbers, labelHeading, children }: ChartCardProps) {
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className={tall ? 'relative h-96 sm:h-72' : 'relative h-72'}>
        {empty ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-ink-muted">{emptyText}</p>
        ) : (
          <div className="h-full" aria-hidden="true">
            {children}
          </div>
        )}
      </div>
      {!empty && <ChartTable title={title} numbers={numbers} labelHeading={labelHeading} />}
    </Card>
  );
}

function ChartTable({ title, numbers, labelHeading }: { title: string; numbers: ChartNumbers; labelHeading: string }) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          {numbers.datasets.map((dataset, index) => (
            <th key={index} scope="col">
              {dataset.label ?? title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {numbers.labels.map((label, row) => (
          <tr key={row}>
            <th scope="row">{label}</th>
            {numbers.datasets.map((dataset, index) => (
              <td key={index}>{dataset.data[row]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
