import { expect, test } from './fixtures';
import { acceptCookies } from './helpers';

// After a release the hashed code files of the previous build are gone. A tab
// opened before it asks for a page's code that no longer exists: the app
// reloads once (and gets the new build) instead of showing a technical error.
test('a page whose code is gone with a release reloads the tab once, then opens', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The about page's code answers 404 once, as a file a new release removed.
  let refused = 0;
  await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Σχετικά με εμάς' }).click();

  await expect(page).toHaveURL(/\/about$/);
  // The reloaded tab starts afresh (config, session, the page's code): give it the time of a first visit.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Η σελίδα δεν μπόρεσε να φορτώσει' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('dynamically imported module');
  await expect.poll(() => loads).toBe(1);
  expect(refused).toBe(1);
  // The page works after the reload: links still navigate, without another reload.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Επικοινωνία' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(loads).toBe(1);
});

test('a page whose code stays missing after that reload shows a Greek error, not a loop', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Σχετικά με εμάς' }).click();

  await expect(page.getByRole('heading', { name: 'Η σελίδα δεν μπόρεσε να φορτώσει' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert')).toContainText('Κάτι πήγε στραβά κατά τη φόρτωση της σελίδας');
  expect(loads).toBe(1);
});
