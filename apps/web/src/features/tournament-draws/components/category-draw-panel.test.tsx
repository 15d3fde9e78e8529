import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TCategoryDraw, TRoundRobinGroup } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { buildCategoryDraw, buildDrawMatch, drawSide } from '../../../test/tournaments';
import '../i18n';
import { CategoryDrawPanel } from './category-draw-panel';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let draw: TCategoryDraw;
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const late = { participationId: 77, displayName: 'Φώτης Φραγκιαδάκης', seed: null };
const knockout = (overrides: Partial<TCategoryDraw> = {}) =>
  buildCategoryDraw({
    initialized: true,
    drawSize: 8,
    drawSizeOptions: [],
    matches: [
      buildDrawMatch({ id: 201, aa: 1 }),
      buildDrawMatch({ id: 202, aa: 2, state: 'uninitialized', away: drawSide(null), awayLabel: '-' }),
      buildDrawMatch({ id: 203, aa: 3, away: drawSide(null), awayLabel: 'BYE', bye: true }),
    ],
    unplacedParticipations: [late],
    ...overrides,
  });
const group = (id: number, letter: string, groupNumber: number): TRoundRobinGroup => ({
  id,
  letter,
  name: letter,
  groupNumber,
  nickname: null,
  groupParticipants: [],
  groupMatches: [],
});
const groupParticipant = (participationId: number, displayName: string) => ({
  id: participationId + 1000,
  participationId,
  position: participationId,
  displayName,
  players: [{ id: participationId + 500, displayName }],
  rank: participationId,
  withdrawn: false,
  replaced: false,
  wins: 0,
  losses: 0,
  setWins: 0,
  setLosses: 0,
  gameWins: 0,
  gameLosses: 0,
});

beforeAll(stubBrowser);
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && url === '/api/tournaments/tournament-categories/11/draw') return json({ data: draw });
      if (method === 'PUT') return json({ message: 'Το όνομα του ομίλου άλλαξε', data: draw });
      if (method === 'POST')
        return json({ message: 'Η συμμετοχή τοποθετήθηκε στο ταμπλό', data: { ...draw, unplacedParticipations: [] } });
      return json({ message: 'unexpected call' }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(backoffice = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CategoryDrawPanel categoryId={11} backoffice={backoffice} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the unplaced participations of a knockout draw', () => {
  it('offers the open lines of the unplayed first round and places the entrant on the chosen one', async () => {
    draw = knockout();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Τοποθέτηση Φώτης Φραγκιαδάκης' }));
    // Match 2's bottom line is the only open one: match 1 is full, match 3's empty side is a BYE.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Αγώνας 2 · κάτω']);
    await user.click(screen.getByRole('menuitem', { name: 'Αγώνας 2 · κάτω' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/matches/202/place-participation/away',
        method: 'POST',
        body: { participationId: 77 },
      }),
    );
  });

  it('says why there is nowhere to go when the draw has no open line', async () => {
    draw = knockout({ matches: [buildDrawMatch({ id: 201, aa: 1 })] });
    renderPanel();
    expect(await screen.findByText(/Δεν υπάρχει κενή θέση στο ταμπλό/)).toBeTruthy();
    expect(screen.getByText('Φώτης Φραγκιαδάκης')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Τοποθέτηση Φώτης Φραγκιαδάκης' })).toBeNull();
  });

  it('shows nothing of it to whoever may not update the draw', async () => {
    draw = knockout({ permissions: { update: false, backofficeView: false } });
    renderPanel();
    expect(await screen.findAllByText('Μάριος Λεβέντης')).toHaveLength(3);
    expect(screen.queryByText('Συμμετοχές εκτός ταμπλό')).toBeNull();
    expect(screen.queryByText('Φώτης Φραγκιαδάκης')).toBeNull();
  });
});

describe('a qualifier match added to a knockout draw', () => {
  it('offers the open lines and BYEs of the first round and sends the chosen line', async () => {
    draw = knockout();
    const user = userEvent.setup();
    renderPanel();
    const select = await screen.findByLabelText('Θέση προκριματικού');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Αυτόματα (επόμενη ελεύθερη)', 'Αγώνας 2 · κάτω', 'Αγώνας 3 · κάτω']);
    await user.selectOptions(select, 'Αγώνας 3 · κάτω');
    await user.click(screen.getByRole('button', { name: 'Προσθήκη προκριματικού αγώνα' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/tournaments/4/tournament-categories/11/add-qualifier-match',
        method: 'POST',
        body: { matchId: 203, side: 'away' },
      }),
    );
  });

  it('leaves the line to the server when none is chosen', async () => {
    draw = knockout();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Προσθήκη προκριματικού αγώνα' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: undefined }));
  });
});

describe('the unplaced participations of round-robin groups', () => {
  it('puts the entrant into the chosen group while the group phase runs', async () => {
    draw = buildCategoryDraw({
      initialized: true,
      roundRobin: true,
      roundRobinPhase: 'group',
      groups: [group(5, 'A', 1), group(6, 'B', 2)],
      unplacedParticipations: [late],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Τοποθέτηση Φώτης Φραγκιαδάκης' }));
    await user.click(screen.getByRole('menuitem', { name: 'Όμιλος B' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/tournaments/4/tournament-categories/11/round-robin-groups/6/add-participant',
        method: 'POST',
        body: { participationId: 77 },
      }),
    );
  });

  it("shows the crossover of the standings, Α1–Β2 and Α2–Β1, and ends the group phase under the category's tournament", async () => {
    draw = buildCategoryDraw({
      initialized: true,
      roundRobin: true,
      roundRobinPhase: 'group',
      drawFollowUpSize: 4,
      groups: [
        {
          ...group(5, 'Α', 1),
          groupParticipants: [groupParticipant(91, 'Άρης Αλεξίου'), groupParticipant(92, 'Βασίλης Βλάχος')],
        },
        {
          ...group(6, 'Β', 2),
          groupParticipants: [groupParticipant(93, 'Γιώργος Γεωργίου'), groupParticipant(94, 'Δημήτρης Δήμου')],
        },
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Α1Άρης Αλεξίου–Β2Δημήτρης Δήμου', 'Α2Βασίλης Βλάχος–Β1Γιώργος Γεωργίου']);
    await user.click(within(dialog).getByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/tournaments/4/tournament-categories/11/proceed-to-knockout-phase',
        method: 'POST',
        body: undefined,
      }),
    );
  });

  it("names a group from its card, under the category's tournament", async () => {
    draw = buildCategoryDraw({
      initialized: true,
      roundRobin: true,
      roundRobinPhase: 'group',
      groups: [group(5, 'Α', 1), { ...group(6, 'Β', 2), nickname: 'Κόκκινος', name: 'Κόκκινος' }],
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Όμιλος Κόκκινος' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Μετονομασία ομίλου Α' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Όνομα ομίλου'), 'Μπλε');
    await user.click(within(dialog).getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        url: '/api/tournaments/4/tournament-categories/11/round-robin-groups/5',
        method: 'PUT',
        body: { nickname: 'Μπλε' },
      }),
    );
  });

  it('withdraws a member after a confirmation, and marks a withdrawn one, offering an alternate in their place', async () => {
    const members = [
      groupParticipant(91, 'Άρης Αλεξίου'),
      { ...groupParticipant(92, 'Βασίλης Βλάχος'), withdrawn: true },
      { ...groupParticipant(93, 'Γιάννης Γεωργίου'), withdrawn: true, replaced: true },
    ];
    draw = buildCategoryDraw({
      initialized: true,
      roundRobin: true,
      roundRobinPhase: 'group',
      groups: [{ ...group(5, 'Α', 1), groupParticipants: members }],
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findAllByText('Αποσύρθηκε')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Απόσυρση Βασίλης Βλάχος' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Αναπληρωματικός στη θέση Βασίλης Βλάχος' })).toBeTruthy();
    // An alternate already took this one's place.
    expect(screen.queryByRole('button', { name: 'Αναπληρωματικός στη θέση Γιάννης Γεωργίου' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Απόσυρση Άρης Αλεξίου' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Απόσυρση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url).toBe(
        '/api/tournaments/4/tournament-categories/11/round-robin-groups/5/group-participants/1091/withdraw',
      ),
    );
  });

  it('offers no placement once the knockout phase has begun', async () => {
    draw = buildCategoryDraw({
      initialized: true,
      roundRobin: true,
      roundRobinPhase: 'knockout',
      groups: [group(5, 'A', 1)],
      unplacedParticipations: [late],
    });
    renderPanel();
    expect(await screen.findByText('Όμιλος A')).toBeTruthy();
    expect(screen.queryByText('Φώτης Φραγκιαδάκης')).toBeNull();
  });
});

describe('scheduling a draw match from its options', () => {
  const venues = [
    {
      id: 7,
      name: 'Tennis Academy Φιλοθέης',
      acronym: 'TAF',
      defaultSurface: 'clay' as const,
      surfaces: ['clay' as const, 'hard' as const],
    },
    { id: 8, name: 'Όμιλος Αντισφαίρισης Κηφισιάς', acronym: null, defaultSurface: null, surfaces: ['hard' as const] },
  ];

  it("offers the host's clubs, their surfaces and quarter-hour times from 17:00, and sends the chosen slot", async () => {
    draw = knockout({ venues, unplacedParticipations: [] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Επιλογές αγώνα 1' }));
    await user.click(await screen.findByRole('button', { name: 'Αποτέλεσμα και πρόγραμμα' }));
    const dialog = await screen.findByRole('dialog');
    const times = within(within(dialog).getByLabelText('Ώρα'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times.slice(0, 3)).toEqual(['17:00', '17:15', '17:30']);
    await user.type(within(dialog).getByLabelText('Ημερομηνία'), '2026-11-28');
    await user.selectOptions(within(dialog).getByLabelText('Ώρα'), '19:00');
    await user.selectOptions(within(dialog).getByLabelText('Όμιλος'), 'Tennis Academy Φιλοθέης');
    // The club's own surface comes first; the list holds only what the club offers.
    expect((within(dialog).getByLabelText('Επιφάνεια') as HTMLSelectElement).value).toBe('clay');
    expect(
      within(within(dialog).getByLabelText('Επιφάνεια'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Επιλέξτε επιφάνεια', 'Χώμα', 'Σκληρό']);
    await user.click(within(dialog).getByRole('button', { name: 'Αποθήκευση προγράμματος' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/api/matches/201/schedule',
        method: 'POST',
        body: { scheduledAt: '2026-11-28 19:00:00', clubId: 7, surface: 'clay', courtId: null },
      }),
    );
  });

  it('offers no schedule form on a match the viewer may not schedule', async () => {
    draw = knockout({
      venues,
      unplacedParticipations: [],
      matches: [
        buildDrawMatch({
          id: 201,
          aa: 1,
          permissions: { manage: true, score: true, schedule: false, rollback: false, swap: false, delete: false },
        }),
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Επιλογές αγώνα 1' }));
    await user.click(await screen.findByRole('button', { name: 'Αποτέλεσμα και πρόγραμμα' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Αποθήκευση προγράμματος' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Σκορ' })).toBeTruthy();
  });
});
