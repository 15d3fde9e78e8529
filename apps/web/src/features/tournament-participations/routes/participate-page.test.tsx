import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TParticipateInfo } from '@tennis/contracts';
import { ParticipatePage } from './participate-page';

const PATH = '/api/tournaments/athens-tennis/christmas-2026/participate';
const CATEGORIES: TParticipateInfo['categories'] = [
  { id: 1, name: 'Ανδρών Απλό', type: 'singles', gender: 0 },
  { id: 2, name: 'Γυναικών Απλό', type: 'singles', gender: 1 },
  { id: 3, name: 'Ανδρών Διπλό', type: 'doubles', gender: 0 },
  { id: 4, name: 'Μικτό Διπλό', type: 'doubles', gender: 2 },
];
const infoOf = (
  tournament: Partial<TParticipateInfo['tournament']> = {},
  player: TParticipateInfo['player'] = null,
): TParticipateInfo => ({
  tournament: {
    id: 4,
    name: 'Τουρνουά Χριστουγέννων 2026',
    participationsOpen: true,
    full: false,
    hostName: 'Athens Tennis',
    hostPhone: '2101234567',
    ...tournament,
  },
  categories: CATEGORIES,
  player,
  signedIn: player !== null,
});

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let info: TParticipateInfo;
let answer: { status: number; body: unknown };
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  calls = [];
  info = infoOf();
  answer = { status: 201, body: { message: 'Η συμμετοχή καταχωρήθηκε με επιτυχία', ids: [9] } };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === PATH && method === 'GET') return json(info);
      if (url === PATH && method === 'POST') return json(answer.body, answer.status);
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/tournaments/:hostSlug/:tournamentSlug/participate', element: <ParticipatePage /> }],
    {
      initialEntries: ['/tournaments/athens-tennis/christmas-2026/participate'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const posted = () => calls.filter((c) => c.method === 'POST');
/** The submit button ignores clicks for 2.5 s after one: each further click comes "later". */
const later = () => vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3000 * (posted().length + 2));

async function fillGuest(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  values: { phone: string; surname: string; name: string; gender: 'Άνδρας' | 'Γυναίκα' },
) {
  await user.type(within(scope).getByLabelText('Κινητό'), values.phone);
  await user.type(within(scope).getByLabelText('Επώνυμο'), values.surname);
  await user.type(within(scope).getByLabelText('Όνομα'), values.name);
  await user.selectOptions(within(scope).getByLabelText('Φύλο'), values.gender);
}
const card = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('the self-participation screen', () => {
  it('shows the host phone instead of the form when participations are closed', async () => {
    info = infoOf({ participationsOpen: false });
    renderPage();
    expect(await screen.findByText('Οι δηλώσεις συμμετοχής για το τουρνουά έχουν κλείσει.')).toBeTruthy();
    expect(screen.getByText('Για πληροφορίες επικοινωνήστε με τον διοργανωτή στο 2101234567.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Υποβολή συμμετοχής' })).toBeNull();
  });

  it('says the tournament is full instead of offering the form', async () => {
    info = infoOf({ full: true });
    renderPage();
    expect(await screen.findByText('Οι συμμετοχές του τουρνουά έχουν συμπληρωθεί.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Υποβολή συμμετοχής' })).toBeNull();
  });

  it('asks a guest to complete the whole form before anything is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' }));
    expect(await screen.findByText('Παρακαλούμε συμπληρώστε ολόκληρη τη φόρμα')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('offers the categories of the guest gender only, and with a woman teammate singles and mixed doubles', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    expect(screen.getByText('Επιλέξτε φύλο για να δείτε τις κατηγορίες')).toBeTruthy();
    await user.selectOptions(within(card('Τα στοιχεία σας')).getByLabelText('Φύλο'), 'Άνδρας');
    const offered = () =>
      within(card('Κατηγορίες συμμετοχής'))
        .queryAllByRole('checkbox')
        .map((box) => box.closest('div')!.textContent);
    expect(offered()).toEqual(['Ανδρών Απλό', 'Ανδρών Διπλό', 'Μικτό Διπλό']);

    await user.click(screen.getByLabelText('Ανδρών Διπλό'));
    await user.click(screen.getByRole('button', { name: 'Προσθήκη συμπαίκτη' }));
    await user.selectOptions(within(card('Στοιχεία συμπαίκτη')).getByLabelText('Φύλο'), 'Γυναίκα');
    expect(offered()).toEqual(['Ανδρών Απλό', 'Μικτό Διπλό']);
  });

  it('warns about a half-filled teammate form', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    await fillGuest(user, card('Τα στοιχεία σας'), {
      phone: '6912345678',
      surname: 'Δημητρίου',
      name: 'Άρης',
      gender: 'Άνδρας',
    });
    await user.click(screen.getByRole('button', { name: 'Προσθήκη συμπαίκτη' }));
    await user.type(within(card('Στοιχεία συμπαίκτη')).getByLabelText('Επώνυμο'), 'Ιωάννου');
    await user.click(screen.getByRole('button', { name: 'Υποβολή συμμετοχής' }));
    expect(await screen.findByText('Η φόρμα με τα στοιχεία συμπαίκτη είναι ημιτελής')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('sends the guest, the categories and the terms, and shows the server field messages', async () => {
    const user = userEvent.setup();
    answer = {
      status: 422,
      body: { message: 'Μη έγκυρα στοιχεία', errors: { 'guest.phone': ['Το κινητό που εισάγατε δεν είναι έγκυρο'] } },
    };
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    await fillGuest(user, card('Τα στοιχεία σας'), {
      phone: '6912345678',
      surname: 'Δημητρίου',
      name: 'Άρης',
      gender: 'Άνδρας',
    });
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByLabelText('Αποδέχομαι τους όρους χρήσης και επικοινωνίας'));
    await user.click(screen.getByRole('button', { name: 'Υποβολή συμμετοχής' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      guest: {
        country_calling_code: '+30',
        phone: '6912345678',
        surname: 'Δημητρίου',
        name: 'Άρης',
        gender: 0,
        email: null,
      },
      teammate: null,
      tournamentCategoryIds: [1],
      termsAndConditionsAgreed: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Σφάλμα' });
    expect(within(dialog).getByText('Το κινητό που εισάγατε δεν είναι έγκυρο')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Κλείσιμο' }));
    expect(within(card('Τα στοιχεία σας')).getByText('Το κινητό που εισάγατε δεν είναι έγκυρο')).toBeTruthy();
  });

  it('enters a signed-in player as their read-only profile', async () => {
    const user = userEvent.setup();
    info = infoOf(
      {},
      {
        id: 31,
        country_calling_code: '+30',
        phone: '6911111111',
        surname: 'Λεβέντης',
        name: 'Μάριος',
        gender: 0,
        email: 'marios@example.gr',
      },
    );
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    const you = card('Τα στοιχεία σας');
    expect((within(you).getByLabelText('Επώνυμο') as HTMLInputElement).value).toBe('Λεβέντης');
    expect((within(you).getByLabelText('Επώνυμο') as HTMLInputElement).readOnly).toBe(true);
    expect((within(you).getByLabelText('Φύλο') as HTMLSelectElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByLabelText('Αποδέχομαι τους όρους χρήσης και επικοινωνίας'));
    await user.click(screen.getByRole('button', { name: 'Υποβολή συμμετοχής' }));
    await waitFor(() =>
      expect(posted()[0]?.body).toMatchObject({
        guest: null,
        tournamentCategoryIds: [1],
        termsAndConditionsAgreed: true,
      }),
    );
  });

  it('accepts a sign-up the organiser has to confirm (202) as sent, without an error', async () => {
    const user = userEvent.setup();
    answer = {
      status: 202,
      body: {
        message: 'Η αίτηση συμμετοχής σας καταχωρήθηκε και θα ολοκληρωθεί όταν την επιβεβαιώσει ο διοργανωτής',
        requestId: 5,
      },
    };
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    await fillGuest(user, card('Τα στοιχεία σας'), {
      phone: '6912345678',
      surname: 'Δημητρίου',
      name: 'Άρης',
      gender: 'Άνδρας',
    });
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByLabelText('Αποδέχομαι τους όρους χρήσης και επικοινωνίας'));
    await user.click(screen.getByRole('button', { name: 'Υποβολή συμμετοχής' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() => expect((screen.getByLabelText('Ανδρών Απλό') as HTMLInputElement).checked).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Σφάλμα' })).toBeNull();
  });

  it('tells a guest the last place went meanwhile, then shows the tournament as full', async () => {
    const user = userEvent.setup();
    answer = { status: 409, body: { message: 'Οι συμμετοχές του τουρνουά έχουν συμπληρωθεί' } };
    renderPage();
    await screen.findByRole('button', { name: 'Υποβολή συμμετοχής' });
    await fillGuest(user, card('Τα στοιχεία σας'), {
      phone: '6912345678',
      surname: 'Δημητρίου',
      name: 'Άρης',
      gender: 'Άνδρας',
    });
    await user.click(screen.getByLabelText('Ανδρών Απλό'));
    await user.click(screen.getByLabelText('Αποδέχομαι τους όρους χρήσης και επικοινωνίας'));
    info = infoOf({ full: true });
    later();
    await user.click(screen.getByRole('button', { name: 'Υποβολή συμμετοχής' }));
    expect(await screen.findByText('Οι συμμετοχές του τουρνουά έχουν συμπληρωθεί.')).toBeTruthy();
  });
});
