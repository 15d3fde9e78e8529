import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// Issue 12: a player finds their name in a tournament's draw, opens their
// profile from it, and goes on to their statistics. The profile and the
// statistics are photographed on a phone and on a desktop.

type Side = { players: { id: number; displayName: string }[] };
type DrawData = { data: { matches: { home: Side; away: Side }[] } };

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A public draw page (underway tournament) with the player in its bracket. */
async function drawWith(request: APIRequestContext, playerId: number): Promise<string> {
  const underway = await readJson<{ data: { hostSlug: string; slug: string }[] }>(request, '/api/tournaments/underway');
  for (const tournament of underway.data) {
    const landing = `/tournaments/${tournament.hostSlug}/${tournament.slug}`;
    const { data } = await readJson<{ data: { tournamentCategories: { id: number; initialized: boolean }[] } }>(
      request,
      `/api${landing}`,
    );
    for (const category of data.tournamentCategories.filter((entry) => entry.initialized)) {
      const draw = await readJson<DrawData>(request, `/api/tournaments/tournament-categories/${category.id}/draw`);
      const inIt = draw.data.matches.some((match) =>
        [...match.home.players, ...match.away.players].some((player) => player.id === playerId),
      );
      if (inIt) return `${landing}/draws?categoryId=${category.id}`;
    }
  }
  throw new Error(`player ${playerId} is in no underway tournament's knockout draw`);
}

async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a player opens their profile from a draw, then their statistics', async ({ page, context }) => {
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const me = await readJson<{ user: { player: { id: number; displayName: string } } }>(page.request, '/api/user');
  const { id, displayName } = me.user.player;

  await page.goto(await drawWith(page.request, id));
  // The draw opens a profile in a new tab, so the visitor keeps their place in a long bracket.
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: displayName, exact: true }).first().click();
  const profile = await opened;
  await profile.waitForLoadState();
  await expect(profile).toHaveURL(new RegExp(`/players/${id}$`));
  await expect(profile.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  await expect(profile.getByText('Τρέχουσα φόρμα:')).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Τελευταίοι αγώνες' })).toBeVisible();
  // Their own profile shows them their phone and e-mail, which nobody else sees.
  await expect(profile.getByRole('heading', { name: 'Στοιχεία επικοινωνίας' })).toBeVisible();
  await photograph(profile, 'profile');

  await profile.getByRole('link', { name: 'Στατιστικά', exact: true }).click();
  await expect(profile).toHaveURL(new RegExp(`/players/${id}/stats$`));
  await expect(profile.getByRole('heading', { level: 1, name: `Στατιστικά: ${displayName}` })).toBeVisible();
  await expect(profile.getByRole('heading', { name: 'Νίκες και ήττες ανά μήνα' })).toBeVisible();
  await expect(profile.getByRole('heading', { name: /^Χώμα: \d+ νίκες, \d+ ήττες$/ })).toBeVisible();
  await expect(profile.getByRole('heading', { name: /^Σκληρό: \d+ νίκες, \d+ ήττες$/ })).toBeVisible();
  // The canvas has no words: a table with the same numbers stands under each chart for screen readers.
  await expect(profile.getByRole('table', { name: 'Νίκες και ήττες ανά μήνα' })).toBeAttached();
  await expect(profile.locator('canvas')).toHaveCount(3);
  await photograph(profile, 'stats');
});

test('a guest sees the profile without contact details, and an unknown player is not found', async ({ page }) => {
  const found = await readJson<{ data: { players: { title: string; url: string }[] } }>(
    page.request,
    `/api/global-search?q=${encodeURIComponent('Παπαδόπουλος')}&scope=players`,
  );
  const player = found.data.players[0]!;
  const response = await page.goto(player.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: player.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Στοιχεία επικοινωνίας' })).toHaveCount(0);

  const missing = await page.goto('/players/2147483647');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Ο αθλητής δε βρέθηκε' })).toBeVisible();
});
