import { expect, test } from '@playwright/test';
import { acceptCookies } from './helpers';

test('Ctrl+K finds a player by an unaccented lowercase name', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox').or(page.getByPlaceholder(/Αναζήτηση/)).first();
  await expect(box).toBeVisible();
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
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').or(page.getByPlaceholder(/Αναζήτηση/)).first().fill('ξξξψψψ');
  await expect(page.getByText('Δε βρέθηκαν αποτελέσματα')).toBeVisible();
});
