import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { TTournamentListItem } from '@tennis/contracts';
import { i18n } from '../../../lib/i18n';
import '../i18n';
import { PublicTournamentTile } from './public-tournament-tile';

const item = (overrides: Partial<TTournamentListItem> = {}): TTournamentListItem => ({
  id: 4,
  name: 'Τουρνουά Χριστουγέννων Αντισφαιριστικού Ομίλου Γλυφάδας 2026',
  slug: 'tournoua-christougennon-2026',
  hostId: 1,
  hostSlug: 'athens-tennis',
  hostName: 'Athens Tennis',
  state: 'pending',
  participationsOpen: true,
  tournamentStart: '2026-12-12 09:00:00',
  tournamentEnd: '2026-12-20 21:00:00',
  participationsEnd: '2026-12-10 23:00:00',
  categoriesCount: 2,
  participationsCount: 10,
  firstCategoryCost: 12.5,
  freePlaces: 6,
  posterUrl: null,
  publicUrl: '/tournaments/athens-tennis/tournoua-christougennon-2026',
  ...overrides,
});

function renderTile(tournament: TTournamentListItem) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PublicTournamentTile tournament={tournament} mode="upcoming" />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('article');
}

const factOf = (tile: HTMLElement, term: string) =>
  within(tile).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');

afterEach(cleanup);

describe('a poster tile of the public lists', () => {
  it('names the tournament in full, year included, as its link', () => {
    const tile = renderTile(item());
    const link = within(tile).getAllByRole('link')[0]!;
    expect(link.textContent).toContain('Τουρνουά Χριστουγέννων Αντισφαιριστικού Ομίλου Γλυφάδας 2026');
    expect(link.getAttribute('href')).toBe('/tournaments/athens-tennis/tournoua-christougennon-2026');
    expect(within(tile).getByText('12/12/2026 – 20/12/2026', { exact: false })).toBeTruthy();
  });

  it('shows the deadline, the first category fee and the free places', () => {
    const tile = renderTile(item());
    expect(factOf(tile, 'Δηλώσεις έως')).toBe('10/12/2026');
    expect(factOf(tile, 'Κόστος')).toBe('12,50 €');
    expect(factOf(tile, 'Θέσεις')).toBe('6 ελεύθερες');
  });

  it.each([
    [1, '1 ελεύθερη'],
    [0, 'Πλήρες'],
    [null, 'Χωρίς όριο'],
  ])('says %s free places as "%s"', (freePlaces, shown) => {
    expect(factOf(renderTile(item({ freePlaces })), 'Θέσεις')).toBe(shown);
  });
});
