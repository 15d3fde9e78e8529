import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies } from './helpers';

/** Ctrl+K once the shell is drawn (the shortcut is listened for from then on); the palette loads on first use. */
async function openPalette(page: Page, box: Locator): Promise<void> {
  await expect(page.getByRole('button', { name: 'Αναζήτηση' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(box).toBeVisible({ timeout: 15_000 });
}

test('Ctrl+K finds a player by an unaccented lowercase name', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  const box = page
    .getByRole('combobox')
    .or(page.getByPlaceholder(/Αναζήτηση/))
    .first();
  await openPalette(page, box);
  await box.fill('πα');
  await expect(page.getByText('Παπαδόπουλος')).toHaveCount(0);
  await box.fill('παπαδοπουλος');
  const hit = page.getByRole('option', { name: /Παπαδόπουλος/ }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
});

test('a search with no hit says so', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  const box = page
    .getByRole('combobox')
    .or(page.getByPlaceholder(/Αναζήτηση/))
    .first();
  await openPalette(page, box);
  await box.fill('ξξξψψψ');
  await expect(page.getByText('Δε βρέθηκαν αποτελέσματα')).toBeVisible();
});
