import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChartCard, type ChartNumbers } from './chart-card';

afterEach(cleanup);

const numbers: ChartNumbers = {
  labels: ['Εβδ. 1', 'Εβδ. 2'],
  datasets: [
    { label: 'Νίκες', data: [3, 5] },
    { label: 'Ήττες', data: [1, 0] },
  ],
};

function renderCard(empty: boolean) {
  return render(
    <ChartCard
      title="Αγώνες ανά εβδομάδα"
      empty={empty}
      emptyText="Δεν υπάρχουν ακόμη δεδομένα."
      numbers={numbers}
      labelHeading="Εβδομάδα"
    >
      <canvas data-testid="chart" />
    </ChartCard>,
  );
}

describe('ChartCard', () => {
  it('says there is nothing to draw instead of drawing an empty chart', () => {
    renderCard(true);
    expect(screen.getByRole('heading', { name: 'Αγώνες ανά εβδομάδα' })).toBeTruthy();
    expect(screen.getByText('Δεν υπάρχουν ακόμη δεδομένα.')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the chart hidden from screen readers, and gives them its numbers as a table', () => {
    renderCard(false);
    expect(screen.getByTestId('chart').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByText('Δεν υπάρχουν ακόμη δεδομένα.')).toBeNull();
    const table = screen.getByRole('table', { name: 'Αγώνες ανά εβδομάδα' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Εβδομάδα', 'Νίκες', 'Ήττες']);
    const week2 = within(table).getByRole('row', { name: /Εβδ. 2/ });
    expect(
      within(week2)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '0']);
  });
});
