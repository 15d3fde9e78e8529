import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TKnockoutImages } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import '../i18n';
import { KnockoutsPage } from './knockouts-page';

/** An XMLHttpRequest the test answers: the upload dialog sends with it for its progress bar. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const images = (
  upload: boolean,
  uploaded: Record<number, string> = { 2: '/api/knockouts/2025/2?v=1' },
): TKnockoutImages => ({
  year: 2025,
  images: [1, 2, 3, 4, 5, 6].map((index) => ({
    index,
    url: uploaded[index] ?? null,
    updatedAt: uploaded[index] ? '2025-06-02 10:00:00' : null,
  })),
  permissions: { upload },
});

let answer: TKnockoutImages;
beforeEach(() => {
  stubBrowser();
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input) === '/api/knockouts/2025'
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

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <KnockoutsPage />
    </QueryClientProvider>,
  );

describe('KnockoutsPage', () => {
  it('shows the uploaded image and a clear empty tile for each one not uploaded yet, with no upload for the public', async () => {
    answer = images(false);
    renderPage();
    const image = await screen.findByRole('img', { name: 'Knockouts 2025, εικόνα 2' });
    expect(image.getAttribute('src')).toBe('/api/knockouts/2025/2?v=1');
    expect(screen.getAllByText(/δεν έχει ανέβει ακόμη/)).toHaveLength(5);
    expect(screen.getByText('Η εικόνα 1 δεν έχει ανέβει ακόμη')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ανέβασμα|Αντικατάσταση/ })).toBeNull();
  });

  it('lets the back office upload an image into its place and shows it at once from the answer', async () => {
    const user = userEvent.setup();
    answer = images(true);
    renderPage();
    expect(await screen.findAllByRole('button', { name: 'Ανέβασμα εικόνας' })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Αντικατάσταση' })).toBeTruthy();

    const third = screen.getByText('Εικόνα 3').closest('figure')!;
    await user.click(within(third as HTMLElement).getByRole('button', { name: 'Ανέβασμα εικόνας' }));
    await user.upload(
      await screen.findByLabelText('Εικόνα'),
      new File([new Uint8Array(64)], 'ταμπλό.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ανέβασμα' }));

    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/static-content/knockouts/2025/3');
    expect((xhr.body!.get('image') as File).name).toBe('ταμπλό.png');
    xhr.answer(200, {
      message: 'Η εικόνα ανέβηκε με επιτυχία',
      data: images(true, { 2: '/api/knockouts/2025/2?v=1', 3: '/api/knockouts/2025/3?v=2' }),
    });

    const uploaded = await screen.findByRole('img', { name: 'Knockouts 2025, εικόνα 3' });
    expect(uploaded.getAttribute('src')).toBe('/api/knockouts/2025/3?v=2');
    await waitFor(() => expect(screen.queryByLabelText('Εικόνα')).toBeNull());
    expect(screen.getAllByText(/δεν έχει ανέβει ακόμη/)).toHaveLength(4);
  });
});
