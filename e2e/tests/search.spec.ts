import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { firstPlayerFound } from './demo-data';
import { acceptCookies } from './helpers';

/** Ctrl+K once the shell is drawn (the shortcut is listened for from then on); the palette loads on first use. */
async function openPalette(page: Page, box: Locator): Promise<void> {
  await expect(page.getByRole('button', { name: 'Αναζήτηση' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(box).toBeVisible({ timeout: 15_000 });
}

/** Opens the palette on /home and types `term`; answers the search box. */
async function searchFor(page: Page, term: string): Promise<Locator> {
  await page.goto('/home');
  await acceptCookies(page);
  const box = page
    .getByRole('combobox')
    .or(page.getByPlaceholder(/Αναζήτηση/))
    .first();
  await openPalette(page, box);
  await box.fill(term);
  return box;
}

test('Ctrl+K finds a player by an unaccented lowercase name and lists them by name', async ({ page, request }) => {
  const player = await firstPlayerFound(request, 'παπαδοπουλος');
  const box = await searchFor(page, 'πα');
  // Two letters search nothing (the page behind may well name the player: only the palette is asked).
  await expect(page.getByText('Πληκτρολογήστε τουλάχιστον 3 χαρακτήρες.')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await box.fill('παπαδοπουλος');
  const hit = page.getByRole('option', { name: player.title }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${player.url}$`));
});

test('a search with no hit says so', async ({ page }) => {
  await searchFor(page, 'ξξξψψψ');
  await expect(page.getByText('Δε βρέθηκαν αποτελέσματα')).toBeVisible();
});
