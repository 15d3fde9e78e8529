import { expect, test } from './fixtures';
import { mainHostLandingPath } from './demo-data';

// A path that is none of the app's pages answers 404 (a search engine drops it,
// a link checker reports it), and the visitor still sees the app's Greek
// not-found page with its way back home.

test('an unknown address answers 404 and shows the Greek not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Η σελίδα που ζητήσατε δε βρέθηκε' })).toBeVisible();
  await page.getByRole('link', { name: 'Επιστροφή στην αρχική' }).click();
  await expect(page).not.toHaveURL(/no-such-page/);
});

test('a page of the app answers 200 and shows itself', async ({ page, request }) => {
  const championship = await mainHostLandingPath(request);
  const response = await page.goto(championship);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Η σελίδα που ζητήσατε δε βρέθηκε' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
