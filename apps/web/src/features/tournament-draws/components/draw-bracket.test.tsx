import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TDrawMatch } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { buildCategoryDraw, buildDrawMatch, drawSide } from '../../../test/tournaments';
import '../i18n';
import { DrawBracket } from './draw-bracket';

const player = (id: number) => drawSide({ id, displayName: `Αθλητής ${id}` });
/** A first-round match of an 8-draw: `bye` leaves its bottom line a BYE. */
const first = (aa: number, state: 'concluded' | 'initialized', bye = false): TDrawMatch =>
  buildDrawMatch({
    id: 100 + aa,
    aa,
    tournamentPhase: 8,
    state,
    bye,
    home: player(aa * 2 - 1),
    away: bye ? drawSide(null) : player(aa * 2),
    homeLabel: bye ? '1' : '',
    awayLabel: bye ? 'BYE' : '',
    winner: state === 'concluded' ? 0 : null,
    scoreText: state === 'concluded' && !bye ? '6-3 6-4' : '',
    matchFormat: 'SET3-S:6/TB7-F:TB10',
  });
const later = (aa: number, phase: number, state: 'concluded' | 'initialized' | 'uninitialized'): TDrawMatch =>
  buildDrawMatch({ id: 100 + aa, aa, tournamentPhase: phase, state, home: player(aa * 10), away: player(aa * 10 + 1) });

/** Round one played (with three byes), the semi-finals under way, the final waiting. */
const underway = () =>
  buildCategoryDraw({
    name: 'Ανδρών Μονό',
    initialized: true,
    drawSize: 8,
    matches: [
      first(1, 'concluded', true),
      first(2, 'concluded'),
      first(3, 'concluded', true),
      first(4, 'concluded', true),
      later(5, 4, 'concluded'),
      later(6, 4, 'initialized'),
      later(7, 2, 'uninitialized'),
    ],
  });

function setScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderDraw = (draw = underway()) =>
  render(
    <MemoryRouter>
      <DrawBracket draw={draw} />
    </MemoryRouter>,
  );
const panel = () => screen.getByRole('tabpanel');
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the draw on a phone', () => {
  it('opens on the earliest round with a match to play, one round at a time', () => {
    setScreen(true);
    renderDraw();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Προημιτελικά', 'Ημιτελικά', 'Τελικός']);
    expect(selectedTab()).toBe('Ημιτελικά');
    expect(
      within(panel())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['#5', '#6']);
  });

  it('opens on the final once every match is played', () => {
    setScreen(true);
    const done = underway();
    done.matches = done.matches.map((m) => ({ ...m, state: 'concluded' as const }));
    renderDraw(done);
    expect(selectedTab()).toBe('Τελικός');
  });

  it('turns the round with the arrow keys, Home and End on the tabs', async () => {
    setScreen(true);
    const user = userEvent.setup();
    renderDraw();
    screen.getByRole('tab', { selected: true }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Τελικός');
    expect(document.activeElement?.textContent).toBe('Τελικός');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Τελικός');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Προημιτελικά');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Προημιτελικά');
    await user.keyboard('{End}');
    expect(
      within(panel())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['#7']);
  });

  it('turns to the next round on a swipe left and back on a swipe right; an upward scroll does not', () => {
    setScreen(true);
    // jsdom has no PointerEvent; a mouse event carries the coordinates the same way.
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    renderDraw();
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(panel(), { clientX: 200, clientY: 300 });
      fireEvent.pointerUp(panel(), { clientX: 200 + dx, clientY: 300 + dy });
    };
    swipe(-120, 10);
    expect(selectedTab()).toBe('Τελικός');
    swipe(120, -5);
    expect(selectedTab()).toBe('Ημιτελικά');
    swipe(60, -200);
    expect(selectedTab()).toBe('Ημιτελικά');
    swipe(20, 0);
    expect(selectedTab()).toBe('Ημιτελικά');
  });

  it('folds the first round byes under one line and lists the played matches on their own', async () => {
    setScreen(true);
    const user = userEvent.setup();
    renderDraw();
    await user.click(screen.getByRole('tab', { name: 'Προημιτελικά' }));
    const played = within(panel())
      .getAllByRole('article')
      .filter((article) => !article.closest('details'));
    expect(played.map((a) => a.getAttribute('aria-label'))).toEqual(['#2']);
    const byes = within(panel()).getByText('3 συμμετοχές περνούν με BYE').closest('details')!;
    // Each bye is one line: its entrant, marked BYE, without an empty "BYE" opponent line.
    const tiles = within(byes).getAllByRole('article');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['1Αθλητής 1BYE', '1Αθλητής 5BYE', '1Αθλητής 7BYE']);
  });
});

describe('the draw on a wide screen', () => {
  it('shows every round as a column, the final included, and each bye as one line', () => {
    setScreen(false);
    renderDraw();
    expect(screen.queryByRole('tablist')).toBeNull();
    const columns = screen.getAllByRole('region');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['Προημιτελικά', 'Ημιτελικά', 'Τελικός']);
    expect(within(columns[2]!).getByRole('article', { name: '#7' }).textContent).toContain('Αθλητής 70');
    expect(within(columns[0]!).getByRole('article', { name: '#3' }).textContent).toBe('1Αθλητής 5BYE');
  });
});

describe('the table view', () => {
  it('lists every match as a row of round, match, both sides and score', async () => {
    setScreen(true);
    const user = userEvent.setup();
    renderDraw();
    await user.click(screen.getByRole('button', { name: 'Πίνακας' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    const table = screen.getByRole('table', { name: 'Ανδρών Μονό' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Προημιτελικά', '1', 'Αθλητής 1', 'BYE', 'BYE'],
      ['Προημιτελικά', '2', 'Αθλητής 3', 'Αθλητής 4', '6-3 6-4'],
      ['Προημιτελικά', '3', 'Αθλητής 5', 'BYE', 'BYE'],
      ['Προημιτελικά', '4', 'Αθλητής 7', 'BYE', 'BYE'],
      ['Ημιτελικά', '5', 'Αθλητής 50', 'Αθλητής 51', ''],
      ['Ημιτελικά', '6', 'Αθλητής 60', 'Αθλητής 61', ''],
      ['Τελικός', '7', 'Αθλητής 70', 'Αθλητής 71', ''],
    ]);
    await user.click(screen.getByRole('button', { name: 'Ταμπλό' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(selectedTab()).toBe('Ημιτελικά');
  });
});
