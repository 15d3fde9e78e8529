import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TPartnerFacilityImages } from '@tennis/contracts';
import { stubBrowser } from '../../../../test/browser';
import { facilitiesRoutes } from '../routes';
import '../i18n';

const images = (upload: boolean, uploaded: Record<number, string> = {}): TPartnerFacilityImages => ({
  slug: 'tenez',
  images: [1, 2, 3, 4, 5, 6].map((index) => ({
    index,
    url: uploaded[index] ?? null,
    updatedAt: uploaded[index] ? '2026-03-02 10:00:00' : null,
  })),
  permissions: { upload },
});

let answer: TPartnerFacilityImages;
beforeEach(() => {
  stubBrowser();
  // The carousel's Embla watches its slides with one; jsdom has none (and lays nothing out to watch).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input) === '/api/partner-facilities/tenez/images'
          ? new Response(JSON.stringify({ data: answer }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : new Response('{}', { status: 404 }),
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The feature's real routes, at the facility's own address. */
const openAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter(facilitiesRoutes, { initialEntries: [path] })} />
    </QueryClientProvider>,
  );

describe('a partner facility page', () => {
  it('makes every phone a tel: link with the number grouped for reading', async () => {
    answer = images(false);
    openAt('/athens-tennis/partner-facilities/tenez');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenez Tennis Club' })).toBeTruthy();
    const reception = screen.getByRole('link', { name: 'Κλήση στο 210 689 7420 (Υποδοχή)' });
    expect(reception.getAttribute('href')).toBe('tel:+302106897420');
    expect(reception.textContent).toBe('210 689 7420');
    expect(screen.getByRole('link', { name: /^Κλήση στο 697 230 4815/ }).getAttribute('href')).toBe(
      'tel:+306972304815',
    );
  });

  it('has a plain maps link beside the lazy map frame, the same place in both', async () => {
    answer = images(false);
    openAt('/athens-tennis/partner-facilities/tenez');
    const link = await screen.findByRole('link', { name: /Άνοιγμα στους χάρτες/ });
    const search = new URL(link.getAttribute('href')!);
    expect(`${search.origin}${search.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(search.searchParams.get('api')).toBe('1');
    expect(search.searchParams.get('query')).toBe('Tenez Tennis Club, Λεωφόρος Κηφισίας 268, Χαλάνδρι 152 32');
    const frame = screen.getByTitle(/^Χάρτης: Tenez Tennis Club/);
    expect(frame.getAttribute('loading')).toBe('lazy');
    const embedded = new URL(frame.getAttribute('src')!);
    // The one map path the security headers let into a frame.
    expect(`${embedded.origin}${embedded.pathname}`).toBe('https://www.google.com/maps');
    expect(embedded.searchParams.get('q')).toBe(search.searchParams.get('query'));
    // The link is no child of the frame: it stays when a browser blocks or drops the frame.
    frame.remove();
    expect(screen.getByRole('link', { name: /Άνοιγμα στους χάρτες/ })).toBeTruthy();
  });

  it('shows the drawings until a photo is uploaded, then only the uploaded photos, without upload controls for the public', async () => {
    answer = images(false);
    openAt('/athens-tennis/partner-facilities/tenez');
    const carousel = await screen.findByRole('region', { name: 'Φωτογραφίες: Tenez Tennis Club' });
    const drawings = within(carousel).getAllByRole('img');
    expect(drawings).toHaveLength(3);
    expect(drawings.every((image) => image.getAttribute('alt')!.startsWith('Σχέδιο:'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Ανέβασμα εικόνας|Αντικατάσταση/ })).toBeNull();
    cleanup();

    answer = images(false, {
      2: '/api/partner-facilities/tenez/images/2?v=1',
      5: '/api/partner-facilities/tenez/images/5?v=2',
    });
    openAt('/athens-tennis/partner-facilities/tenez');
    const photos = within(await screen.findByRole('region', { name: /^Φωτογραφίες/ })).getAllByRole('img');
    expect(photos.map((photo) => [photo.getAttribute('src'), photo.getAttribute('alt')])).toEqual([
      ['/api/partner-facilities/tenez/images/2?v=1', 'Tenez Tennis Club: φωτογραφία 2'],
      ['/api/partner-facilities/tenez/images/5?v=2', 'Tenez Tennis Club: φωτογραφία 5'],
    ]);
  });

  it('gives the back office an upload for each of the six photos on the page itself', async () => {
    answer = images(true, { 1: '/api/partner-facilities/tenez/images/1?v=1' });
    openAt('/athens-tennis/partner-facilities/tenez');
    const uploads = await screen.findByRole('region', { name: 'Οι φωτογραφίες της σελίδας' });
    expect(within(uploads).getAllByRole('button', { name: 'Ανέβασμα εικόνας' })).toHaveLength(5);
    expect(within(uploads).getAllByRole('button', { name: 'Αντικατάσταση' })).toHaveLength(1);
  });
});
