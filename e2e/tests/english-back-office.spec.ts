import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// The generic back-office lists and forms take their labels from the server,
// which writes them in Greek: in English mode every heading, column and field
// label must read English. Rows hold data (Greek names) and are not checked.

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

async function chooseEnglish(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([
    {
      name: 'preferences',
      value: encodeURIComponent(JSON.stringify({ locale: 'en', cookieConsent: true })),
      url: origin,
    },
  ]);
}

/** The texts a person reads as the page's own words: the heading, column headers, labels, legends (row headers are data). */
async function labelsOf(page: Page): Promise<string[]> {
  const texts = await page.locator('main').locator('h1, thead th, label, legend').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

const PAGES = [
  { path: '/clubs', ready: 'Clubs' },
  { path: '/clubs/create', ready: 'Clubs: new record' },
  { path: '/users', ready: 'Users' },
  { path: '/users/create', ready: 'Users: new record' },
  { path: '/clients', ready: 'Clients' },
];

test('the back-office lists and forms read English in English mode', async ({ page }) => {
  await page.goto('/login');
  await chooseEnglish(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('god@demo.gr');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await expect(page).not.toHaveURL(/\/login/);

  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const labels = await labelsOf(page);
    expect(labels.length, `labels read on ${path}`).toBeGreaterThan(3);
    const greek = labels.filter((text) => GREEK.test(text));
    expect(greek, `Greek labels on ${path} in English mode`).toEqual([]);
  }
});

test('the same lists read Greek in Greek mode', async ({ page }) => {
  await signIn(page, 'god@demo.gr');
  await page.goto('/users/create');
  await expect(page.getByLabel(/^Επώνυμο/)).toBeVisible();
  await expect(page.getByLabel(/^Ρόλος/)).toBeVisible();
});
