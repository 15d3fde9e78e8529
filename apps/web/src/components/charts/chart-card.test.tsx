import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChartCard } from './chart-card';

afterEach(cleanup);

describe('ChartCard', () => {
  it('says there is nothing to draw instead of drawing an empty chart', () => {
    render(
      <ChartCard title="Αγώνες ανά εβδομάδα" empty emptyText="Δεν υπάρχουν ακόμη δεδομένα.">
        <canvas data-testid="chart" />
      </ChartCard>,
    );
    expect(screen.getByRole('heading', { name: 'Αγώνες ανά εβδομάδα' })).toBeTruthy();
    expect(screen.getByText('Δεν υπάρχουν ακόμη δεδομένα.')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('draws the chart when there is data', () => {
    render(
      <ChartCard title="Αγώνες ανά εβδομάδα" empty={false} emptyText="Δεν υπάρχουν ακόμη δεδομένα.">
        <canvas data-testid="chart" />
      </ChartCard>,
    );
    expect(screen.getByTestId('chart')).toBeTruthy();
    expect(screen.queryByText('Δεν υπάρχουν ακόμη δεδομένα.')).toBeNull();
  });
});
