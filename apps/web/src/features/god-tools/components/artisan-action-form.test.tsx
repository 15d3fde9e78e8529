import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TAppConfig } from '@tennis/contracts';
import { appConfigQuery } from '../../../lib/app-config';
import { ARTISAN_FORMS } from '../model/artisan-actions';
import { ArtisanActionForm } from './artisan-action-form';

afterEach(cleanup);

function renderSeeder(appEnv: TAppConfig['appEnv']) {
  const client = new QueryClient();
  client.setQueryData(appConfigQuery.queryKey, {
    skin: 'multi-host',
    appEnv,
    godUserId: 1,
    botCheckSiteKey: null,
    mainHost: null,
  });
  const form = ARTISAN_FORMS.find((candidate) => candidate.action === 'at-presentation-seeder')!;
  const router = createMemoryRouter([{ path: '/', element: <ArtisanActionForm form={form} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the presentation seeder in the console', () => {
  it('is shown as unavailable in live, its confirmation out of reach', () => {
    renderSeeder('live');
    expect(screen.getByText('Δεν είναι διαθέσιμο στο live περιβάλλον.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Συνέχεια' }).hasAttribute('disabled')).toBe(true);
  });

  it('leads to its confirmation in dev and test', () => {
    renderSeeder('dev');
    expect(screen.queryByText('Δεν είναι διαθέσιμο στο live περιβάλλον.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Συνέχεια' }).hasAttribute('disabled')).toBe(false);
  });
});
