import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// Issue 13 journey: a player opens /achievements, lands on their own page
// with every family and its tiers, a share link for each unlocked tier, and
// follows the link to the leaders, whose top three are gold, silver, bronze.

interface PlayerAchievements {
  data: { player: { id: number }; unlocked: number; total: number; completion: number; families: { name: string }[] };
}

test('a player opens their achievements and the leaders', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const me = (await (await page.request.get('/api/user')).json()) as { user: { player: { id: number } } };
  const ownId = me.user.player.id;

  await page.goto('/achievements');
  await expect(page).toHaveURL(new RegExp(`/players/${ownId}/achievements$`));
  const mine = (await (await page.request.get(`/api/players/${ownId}/achievements`)).json()) as PlayerAchievements;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Επιτεύγματα');
  await expect(page.getByText(`Ολοκλήρωση: ${mine.data.unlocked}/${mine.data.total}`)).toBeVisible();
  for (const family of mine.data.families) {
    await expect(page.getByRole('heading', { level: 2, name: family.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Κοινοποίηση' })).toHaveCount(mine.data.unlocked);

  await page.getByRole('link', { name: 'Κορυφαίοι σε επιτεύγματα' }).click();
  await expect(page).toHaveURL(/\/achievements\/leaders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Κορυφαίοι σε επιτεύγματα' })).toBeVisible();
  const leaders = page.locator('main ol > li');
  await expect(leaders.first()).toContainText('1');
  expect(await leaders.count()).toBeGreaterThanOrEqual(3);
  await expect(leaders.first().locator('section')).toHaveClass(/border-amber-400/);
  await expect(leaders.nth(1).locator('section')).toHaveClass(/border-slate-400/);
  await expect(leaders.nth(2).locator('section')).toHaveClass(/border-orange-700/);
});
