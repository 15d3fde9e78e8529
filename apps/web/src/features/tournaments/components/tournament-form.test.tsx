import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TTournamentFormOptions } from '@tennis/contracts';
import { TournamentForm } from './tournament-form';

const OPTIONS: TTournamentFormOptions = {
  hostId: 3,
  hosts: [],
  hostCategories: [{ id: 31, name: 'Ανδρών Απλό', type: 'singles', gender: 0 }],
  sponsors: [{ id: 41, name: 'Αθλητικά Παπαδόπουλος' }],
  clubs: [
    { id: 5, name: 'Ο.Α. Γλυφάδας', address: 'Λεωφ. Ποσειδώνος 12, Γλυφάδα' },
    { id: 6, name: 'Α.Ο. Χωρίς Διεύθυνση', address: null },
  ],
};

type Call = { url: string; method: string; body: BodyInit | null | undefined };
let calls: Call[];
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body });
      if (url.startsWith('/api/backoffice/tournaments/form-options')) return json({ data: OPTIONS });
      if (url === '/api/tournaments' && method === 'POST') {
        return json(
          { message: 'Τα δεδομένα δεν είναι έγκυρα', errors: { slug: ['Το slug χρησιμοποιείται ήδη.'] } },
          422,
        );
      }
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form first asks for the user's own host's options, then for the host it settles on. */
async function hostOptionsLoaded() {
  await waitFor(() => expect(calls.filter((call) => call.url.includes('form-options')).length).toBe(2));
  await screen.findByRole('option', { name: 'Ο.Α. Γλυφάδας' });
}

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <TournamentForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the tournament form', () => {
  it('proposes the slug of a new tournament from its name', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Όνομα'), 'Κύπελλο Γλυφάδας');
    expect((screen.getByLabelText('Κωδικός σελίδας') as HTMLInputElement).value).toBe('kypello-glyfadas');
  });

  it('fills the address in from the chosen club, and keeps it for a club without one', async () => {
    const user = userEvent.setup();
    renderForm();
    await hostOptionsLoaded();
    await user.selectOptions(screen.getByLabelText('Όμιλος'), 'Ο.Α. Γλυφάδας');
    expect((screen.getByLabelText('Διεύθυνση') as HTMLInputElement).value).toBe('Λεωφ. Ποσειδώνος 12, Γλυφάδα');
    await user.selectOptions(screen.getByLabelText('Όμιλος'), 'Α.Ο. Χωρίς Διεύθυνση');
    expect((screen.getByLabelText('Διεύθυνση') as HTMLInputElement).value).toBe('Λεωφ. Ποσειδώνος 12, Γλυφάδα');
  });

  it('refuses a poster over 10 MB before any upload', async () => {
    const user = userEvent.setup();
    renderForm();
    const poster = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'poster.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Αφίσα'), poster);
    expect(await screen.findByText('Το αρχείο είναι πολύ μεγάλο')).toBeTruthy();
  });

  it("sends a new tournament with its categories and sponsors, and shows the server's field errors", async () => {
    const user = userEvent.setup();
    renderForm();
    await hostOptionsLoaded();
    await user.type(screen.getByLabelText('Όνομα'), 'Κύπελλο Γλυφάδας');
    await user.selectOptions(screen.getByLabelText('Όμιλος'), 'Ο.Α. Γλυφάδας');
    await user.type(screen.getByLabelText('Έναρξη τουρνουά'), '2027-01-10T09:00');
    await user.type(screen.getByLabelText('Λήξη συμμετοχών'), '2027-01-05T23:00');
    await user.type(screen.getByLabelText('Κόστος πρώτης κατηγορίας (€)'), '20');
    await user.click(screen.getByLabelText(/Ανδρών Απλό/));
    await user.click(screen.getByLabelText('Αθλητικά Παπαδόπουλος'));
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));

    expect(await screen.findByText('Το slug χρησιμοποιείται ήδη.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toBeInstanceOf(FormData);
    expect(JSON.parse(String((post?.body as FormData).get('payload')))).toMatchObject({
      hostId: 3,
      name: 'Κύπελλο Γλυφάδας',
      slug: 'kypello-glyfadas',
      clubId: 5,
      address: 'Λεωφ. Ποσειδώνος 12, Γλυφάδα',
      categoryIds: [31],
      sponsorIds: [41],
    });
  });

  it('clears the errors of an early Save as the slug and the address fill in', async () => {
    const user = userEvent.setup();
    renderForm();
    await hostOptionsLoaded();
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    const slug = screen.getByLabelText('Κωδικός σελίδας');
    const address = screen.getByLabelText('Διεύθυνση');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(address.getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Όνομα'), 'Κύπελλο Γλυφάδας');
    await user.selectOptions(screen.getByLabelText('Όμιλος'), 'Ο.Α. Γλυφάδας');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBeNull());
    expect(address.getAttribute('aria-invalid')).toBeNull();
  });
});
