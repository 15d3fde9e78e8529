import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TOrderOfPlayMatch } from '@tennis/contracts';
import { i18n } from '../../../lib/i18n';
import { buildDrawMatch, drawSide } from '../../../test/tournaments';
import '../i18n';
import { OrderOfPlayDay } from './order-of-play-day';

afterEach(cleanup);

const match = (id: number, name: string, values: Partial<TOrderOfPlayMatch> = {}): TOrderOfPlayMatch => ({
  ...buildDrawMatch({ id, home: drawSide({ id, displayName: name }), scheduledAt: '2027-04-10 09:00:00' }),
  categoryName: 'Ανδρών Απλό',
  categoryAbbreviation: null,
  tournamentPhase: 8,
  isQualifierMatch: false,
  groupLetter: null,
  courtName: null,
  ...values,
});

const renderDay = (matches: TOrderOfPlayMatch[], onSwap?: (a: number, b: number) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OrderOfPlayDay
          date="2027-04-10"
          days={[]}
          onDateChange={() => {}}
          loading={false}
          matches={matches}
          onSwap={onSwap}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );

/** The list item a player's name sits in. */
const itemOf = (name: string) => screen.getByText(name).closest('li')!;

/** A browser's drag data, which jsdom does not make. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

describe('the back office’s order of play', () => {
  it('swaps two matches when one is dropped on the other', () => {
    const onSwap = vi.fn();
    renderDay([match(1, 'Άρης Αλεξίου'), match(2, 'Βασίλης Βλάχος')], onSwap);
    expect(screen.getByText('Σύρετε έναν αγώνα πάνω σε έναν άλλον για να ανταλλάξουν ώρα και γήπεδο.')).toBeTruthy();
    const transfer = dataTransfer();
    fireEvent.dragStart(itemOf('Άρης Αλεξίου'), { dataTransfer: transfer });
    fireEvent.dragOver(itemOf('Βασίλης Βλάχος'), { dataTransfer: transfer });
    expect(itemOf('Βασίλης Βλάχος').getAttribute('data-drop-target')).toBe('true');
    fireEvent.drop(itemOf('Βασίλης Βλάχος'), { dataTransfer: transfer });
    expect(onSwap).toHaveBeenCalledWith(1, 2);
  });

  it('lets a played match neither move nor be a target, and nothing drags on the public page', () => {
    const onSwap = vi.fn();
    renderDay([match(1, 'Άρης Αλεξίου'), match(2, 'Βασίλης Βλάχος', { state: 'concluded', winner: 0 })], onSwap);
    expect(itemOf('Άρης Αλεξίου').getAttribute('draggable')).toBe('true');
    expect(itemOf('Βασίλης Βλάχος').getAttribute('draggable')).toBeNull();
    const transfer = dataTransfer();
    fireEvent.dragStart(itemOf('Άρης Αλεξίου'), { dataTransfer: transfer });
    fireEvent.drop(itemOf('Βασίλης Βλάχος'), { dataTransfer: transfer });
    expect(onSwap).not.toHaveBeenCalled();
    // One match left to move: nothing to swap it with, so no hint either.
    expect(screen.queryByText(/Σύρετε έναν αγώνα/)).toBeNull();
    cleanup();
    renderDay([match(1, 'Άρης Αλεξίου'), match(2, 'Βασίλης Βλάχος')]);
    expect(itemOf('Άρης Αλεξίου').getAttribute('draggable')).toBeNull();
    expect(screen.queryByText(/Σύρετε έναν αγώνα/)).toBeNull();
  });
});
