import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_AUTH_SECRET, acceptCookies, signIn } from './helpers';
import { callApi } from './tournament-helpers';

// Issue 13 journey: a player opens the unsubscribe link of a results mail,
// confirms, lands on /unsubscription-success, changes their mind with the
// resubscribe button and lands on /subscription-success; the settings follow.

/** The link a results mail carries: signed as the server signs it (decision 031). */
const tokenFor = (userId: number, category: string) =>
  `${userId}.${category}.${createHmac('sha256', E2E_AUTH_SECRET).update(`unsubscribe\n${userId}\n${category}`).digest('base64url')}`;

const resultsChannel = async (page: Page) =>
  (await callApi<{ communicationPreferences: Record<string, string> }>(page, 'GET', '/api/user/settings'))
    .communicationPreferences.results;

test('a results mail link unsubscribes after a confirmation, and the button subscribes again', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const { user } = await callApi<{ user: { id: number } }>(page, 'GET', '/api/user');
  expect(await resultsChannel(page)).toBe('email');

  // The mail is read in another browser, signed out: the link alone is the proof.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/api/unsubscribe?token=${tokenFor(user.id, 'results')}`);
  await expect(reader).toHaveURL(/\/unsubscribe\?token=/);
  await expect(reader.getByText('Θέλετε να σταματήσετε να λαμβάνετε email για «Αποτελέσματα»;')).toBeVisible();
  expect(await resultsChannel(page), 'opening the link changes nothing').toBe('email');

  await reader.getByRole('button', { name: 'Διαγραφή' }).click();
  await expect(reader).toHaveURL(/\/unsubscription-success\?category=results&resubscribeUrl=/);
  await expect(reader.getByRole('heading', { name: 'Η διαγραφή σας ολοκληρώθηκε' })).toBeVisible();
  await expect(reader.getByText('Δεν θα λαμβάνετε πλέον email για «Αποτελέσματα».')).toBeVisible();
  expect(await resultsChannel(page)).toBe('none');

  await reader.getByRole('button', { name: 'Εγγραφή ξανά' }).click();
  await expect(reader).toHaveURL(/\/subscription-success\?category=results$/);
  await expect(reader.getByRole('heading', { name: 'Η εγγραφή σας ολοκληρώθηκε' })).toBeVisible();
  await expect(reader.getByText('Θα λαμβάνετε ξανά email για «Αποτελέσματα».')).toBeVisible();
  expect(await resultsChannel(page)).toBe('email');
});

test('a tampered link is refused on the page and changes nothing', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.results.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Διαγραφή' }).click();
  await expect(page.getByText('Ο σύνδεσμος δεν είναι έγκυρος.', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
});
