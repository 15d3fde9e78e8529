import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { stubBrowser } from '../../../test/browser';
import { buildCategoryDraw } from '../../../test/tournaments';
import '../i18n';
import { CategoryDrawPanel } from './category-draw-panel';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a public draw that did not load', () => {
  it('says so in Greek, never the raw "Internal Server Error", and loads again on retry', async () => {
    let answers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        answers += 1;
        if (answers === 1) return new Response('Internal Server Error', { status: 500 });
        const draw = buildCategoryDraw({ initialized: false });
        return new Response(JSON.stringify({ data: draw }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CategoryDrawPanel categoryId={11} backoffice={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Τα δεδομένα δεν μπόρεσαν να φορτώσουν');
    expect(alert.textContent).toContain('Κάτι πήγε στραβά στον διακομιστή. Δοκιμάστε ξανά σε λίγο.');
    expect(alert.textContent).not.toContain('Internal Server Error');

    await userEvent.click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(answers).toBe(2);
  });
});
