import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// The back office reads a season's figures; god mode reads the visits the browser just made.

test('the back office picks a period and reads its matches, revenue and player activity', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'host@demo.gr');
  await page.getByRole('button', { name: 'Διαχείριση' }).click();
  await page.getByRole('menuitem', { name: 'Αναλυτικά στατιστικά' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Αναλυτικά στατιστικά' })).toBeVisible();

  // A period without an end is refused with the spec's warning, and nothing changes.
  await page.getByLabel('Έως').fill('');
  await page.getByRole('button', { name: 'Εμφάνιση', exact: true }).click();
  await expect(page.getByText('Δεν έχετε επιλέξει διάστημα απο/έως')).toBeVisible();

  // The demo season: matches since September, players listed with links to their profiles.
  const year = new Date().getFullYear();
  await page.getByLabel('Από').fill(`${year - 1}-09-01`);
  await page.getByLabel('Έως').fill(`${year}-12-31`);
  await page.getByRole('button', { name: 'Εμφάνιση', exact: true }).click();
  await expect(page).toHaveURL(/start=\d{4}-09-01&end=\d{4}-12-31/);
  const matches = page.locator('dt', { hasText: /^Αγώνες$/ }).locator('xpath=following-sibling::dd');
  await expect(matches).not.toHaveText('0');
  await expect(page.locator('dt', { hasText: /^Έσοδα$/ }).locator('xpath=following-sibling::dd')).toHaveText(/€/);
  const activity = page.getByRole('region', { name: 'Δραστηριότητα αθλητών' });
  await expect(activity.getByRole('link').first()).toHaveAttribute('href', /^\/players\/\d+$/);
});

test('god mode sees today’s visits in the site traffic', async ({ page }) => {
  await page.goto('/home');
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'god@demo.gr');
  await page.goto('/admin/stats/site-traffic');
  await expect(page.getByRole('heading', { level: 1, name: 'Επισκεψιμότητα' })).toBeVisible();
  await expect(page.getByText(/Σύνολο μήνα: [1-9]\d* επισκέψεις/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Επισκέψεις ανά ημέρα' })).toBeVisible();
});
