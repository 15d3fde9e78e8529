import type { ReactNode } from 'react';
import { Card } from '../ui/card';

type ChartCardProps = {
  title: string;
  empty: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** For a chart whose legend sits under it: a phone needs the height. */
  tall?: boolean;
  children: ReactNode;
};

/** A chart in a card of fixed height, so the page does not jump while Chart.js draws. */
export function ChartCard({ title, empty, emptyText, tall = false, children }: ChartCardProps) {
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      <div className={tall ? 'relative h-96 sm:h-72' : 'relative h-72'}>
        {empty ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-ink-muted">{emptyText}</p>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
