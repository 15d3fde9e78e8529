import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TCategoryDraw } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { buildCategoryDraw } from '../../../test/tournaments';
import '../i18n';
import { CategorySeeds } from './category-seeds';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      // The actions take the category's tournament from its draw (tournament 4).
      return json({ message: 'Ο αριθμός των κεφαλών σειράς της κατηγορίας ορίστηκε', data: buildCategoryDraw() });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSeeds(draw: TCategoryDraw) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CategorySeeds draw={draw} />
    </QueryClientProvider>,
  );
}

const posted = () => calls.filter((c) => c.method === 'POST');

describe('the seeds of a category before its draw', () => {
  it('sets how many seeds there are, proposing the largest draw’s count (12 entrants: a 16-draw, 4 seeds; groups up to 8)', async () => {
    const user = userEvent.setup();
    renderSeeds(buildCategoryDraw({ approvedParticipations: 12, primaryParticipations: 12 }));
    expect(screen.getByText('Δεν έχει οριστεί ακόμη πόσες κεφαλές σειράς έχει η κατηγορία.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ορισμός αριθμού κεφαλών σειράς' }));
    const dialog = await screen.findByRole('dialog');
    const count = within(dialog).getByLabelText('Αριθμός κεφαλών σειράς (1 έως 8)');
    expect((count as HTMLInputElement).value).toBe('4');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.url).toBe('/api/tournaments/4/tournament-categories/11/seed-participations');
    expect(posted()[0]!.body).toEqual({ seedCount: 3 });
  });

  it('refuses a count beyond the range with the Greek message and sends nothing', async () => {
    const user = userEvent.setup();
    renderSeeds(buildCategoryDraw({ approvedParticipations: 12, primaryParticipations: 12 }));
    await user.click(screen.getByRole('button', { name: 'Ορισμός αριθμού κεφαλών σειράς' }));
    const count = await screen.findByLabelText('Αριθμός κεφαλών σειράς (1 έως 8)');
    await user.clear(count);
    await user.type(count, '9');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    expect(await screen.findByText('Ο αριθμός των κεφαλών σειράς πρέπει να είναι από 1 έως 8')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('assigns random seeds after a confirmation that says how many, filling the count already set', async () => {
    const user = userEvent.setup();
    renderSeeds(
      buildCategoryDraw({ approvedParticipations: 12, primaryParticipations: 12, seedsAreSet: true, seedCount: 2 }),
    );
    expect(screen.getByText('Αριθμός κεφαλών σειράς: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Τυχαία ανάθεση κεφαλών σειράς' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Οι κεφαλές σειράς 1 έως 2 θα δοθούν');
    expect(posted()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ανάθεση' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.url).toBe('/api/tournaments/4/tournament-categories/11/assign-random-seeds');
  });

  it('offers neither action below 4 approved participations, and says why', () => {
    renderSeeds(buildCategoryDraw({ approvedParticipations: 3, primaryParticipations: 3 }));
    expect(
      screen.getByText('Οι κεφαλές σειράς ορίζονται όταν η κατηγορία έχει τουλάχιστον 4 εγκεκριμένες συμμετοχές.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ορισμός αριθμού κεφαλών σειράς' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Τυχαία ανάθεση κεφαλών σειράς' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows nothing once the draw exists or to whoever may not update it', () => {
    renderSeeds(buildCategoryDraw({ initialized: true }));
    expect(screen.queryByRole('button', { name: 'Τυχαία ανάθεση κεφαλών σειράς' })).toBeNull();
    cleanup();
    renderSeeds(buildCategoryDraw({ permissions: { update: false, backofficeView: false } }));
    expect(screen.queryByText('Κεφαλές σειράς')).toBeNull();
  });
});
