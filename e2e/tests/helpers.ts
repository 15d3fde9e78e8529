import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
/** The server's AUTH_SECRET in the journeys (the config sets it). */
/** The app's port in the journeys; the championship skin's server listens on the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The same app in the championship skin (SKIN=championship), on its own database. */
export const CHAMPIONSHIP_SKIN_URL = `http://127.0.0.1:${E2E_PORT + 1}`;

export const E2E_AUTH_SECRET = 'e2e-secret-that-signs-sessions-and-mail-links';

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Κωδικός', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).last().click();
  await expect(page.getByText('Καλωσορίσατε!')).toBeVisible();
}

/** Closes the cookie banner so it does not cover what a test clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Εντάξει' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}
