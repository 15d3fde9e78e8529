import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stubBrowser } from '../../../test/browser';
import '../i18n';
import { AddCategoryForm } from './add-category-form';

let bodies: unknown[];

beforeAll(stubBrowser);
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ message: 'Η κατηγορία προστέθηκε' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddCategoryForm tournamentId="7" available={[{ id: 11, name: 'Ανδρών Απλό', type: 'singles', gender: 0 }]} />
    </QueryClientProvider>,
  );

describe('adding a category to a tournament', () => {
  it('sends the league format unless another is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Προσθήκη κατηγορίας'), 'Ανδρών Απλό');
    await user.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    expect(bodies).toEqual([{ hostCategoryId: 11, matchFormat: 'SET3-S:6/TB7-F:TB10' }]);
  });

  it('sends the chosen format, best of three full sets', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Προσθήκη κατηγορίας'), 'Ανδρών Απλό');
    await user.selectOptions(screen.getByLabelText('Μορφή αγώνα'), '2 στα 3 σετ με tie-break στο 6-6');
    await user.click(screen.getByRole('button', { name: 'Προσθήκη' }));
    expect(bodies).toEqual([{ hostCategoryId: 11, matchFormat: 'SET3-S:6/TB7' }]);
  });
});
