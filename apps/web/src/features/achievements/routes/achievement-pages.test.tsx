import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TAchievement, TPlayerAchievements } from '@tennis/contracts';
import { stubBrowser } from '../../../test/browser';
import { AchievementLeadersPage } from './achievement-leaders-page';
import { AchievementsRedirectPage } from './achievements-redirect-page';
import { PlayerAchievementsPage } from './player-achievements-page';

const tier = (id: number, t: 1 | 2 | 3 | 4, unlocked: boolean): TAchievement => ({
  id,
  key: `wins-${t}`,
  family: 'wins',
  tier: t,
  name: `Όνομα ${id}`,
  description: 'Κέρδισε αγώνες.',
  threshold: t * 10,
  unlocked,
  achievedAt: unlocked ? '2026-05-01 19:00:00' : null,
  matchId: unlocked ? 7 : null,
});
const MINE: TPlayerAchievements = {
  player: { id: 4, displayName: 'Γιώργος Παπαδόπουλος', profilePictureUrl: null, atrp: 3 },
  unlocked: 2,
  total: 4,
  completion: 50,
  families: [
    {
      family: 'wins',
      name: 'Νίκες',
      measure: 27,
      achievements: [tier(1, 1, true), tier(2, 2, true), tier(3, 3, false), tier(4, 4, false)],
    },
  ],
};
const leader = (rank: number) => ({
  rank,
  player: { id: rank, displayName: `Αθλητής ${rank}`, profilePictureUrl: null, atrp: null },
  unlocked: 10 - rank,
  highestTier: 1,
});

let answers: Record<string, unknown>;
beforeAll(stubBrowser);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return Promise.resolve(
        new Response(JSON.stringify(answers[path] ?? { message: 'missing' }), {
          status: path in answers ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/achievements', element: <AchievementsRedirectPage /> },
      { path: '/achievements/leaders', element: <AchievementLeadersPage /> },
      { path: '/players/:id/achievements/:achievementId?', element: <PlayerAchievementsPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signedInAs = (playerId: number | null) => ({
  user: { id: 1, role: 'user', player: playerId === null ? null : { id: playerId } },
  lifetime: 3600,
});

describe('the achievement pages', () => {
  it("shows the player's tiers with the spec's tier classes and share links for the unlocked ones in self mode", async () => {
    answers = { '/api/players/4/achievements': { data: MINE }, '/api/user': signedInAs(4) };
    renderAt('/players/4/achievements');
    expect(await screen.findByText('Ολοκλήρωση: 2/4 (50%)')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Κοινοποίηση' })).toHaveLength(2);
    expect(screen.getByLabelText('Επίπεδο 1: Ξεκλειδώθηκε').className).toContain('bg-clay-600');
    expect(screen.getByLabelText('Επίπεδο 2: Ξεκλειδώθηκε').className).toContain('bg-teal-700');
    expect(screen.getByLabelText('Επίπεδο 3: Κλειδωμένο').className).not.toContain('bg-amber-400');
  });

  it('offers no share link on somebody else’s page', async () => {
    answers = { '/api/players/4/achievements': { data: MINE }, '/api/user': signedInAs(9) };
    renderAt('/players/4/achievements/2');
    expect(await screen.findByText('Ολοκλήρωση: 2/4 (50%)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Κοινοποίηση' })).toBeNull();
  });

  it('sends a signed-in player from /achievements to their own page, and a guest to the leaders', async () => {
    answers = { '/api/user': signedInAs(4), '/api/players/4/achievements': { data: MINE } };
    const router = renderAt('/achievements');
    await screen.findByText('Ολοκλήρωση: 2/4 (50%)');
    expect(router.state.location.pathname).toBe('/players/4/achievements');
    cleanup();
    answers = { '/api/user': { user: null, lifetime: 0 }, '/api/achievements/leaders': { data: [] } };
    const guest = renderAt('/achievements');
    await screen.findByText('Κανένας αθλητής δεν έχει ξεκλειδώσει επιτεύγματα ακόμη.');
    expect(guest.state.location.pathname).toBe('/achievements/leaders');
  });

  it('paints the top three of the leaders gold, silver and bronze', async () => {
    answers = { '/api/achievements/leaders': { data: [1, 2, 3, 4].map(leader) } };
    renderAt('/achievements/leaders');
    const cards = (await screen.findAllByRole('listitem')).map((li) => li.firstElementChild!.className);
    expect(cards[0]).toContain('border-amber-400');
    expect(cards[1]).toContain('border-slate-400');
    expect(cards[2]).toContain('border-orange-700');
    expect(cards[3]).toContain('border-line');
  });
});
