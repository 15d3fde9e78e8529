import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { underwayWomensChampionship } from './demo-data';
import { acceptCookies, signIn } from './helpers';
import { callApi } from './tournament-helpers';

// Issue 12 journey: the back office tops a player's wallet up, charges a match
// on the spot from the match options, rolls its own charge back in two clicks
// and cannot roll back another agent's; a player opens their own wallet.

interface Side {
  displayName: string | null;
  players: { id: number; displayName: string }[];
}
interface Match {
  id: number;
  home: Side;
  away: Side;
  permissions: { manage: boolean };
}
interface Wallet {
  wallet: { balance: string; balanceCents: number };
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, email);
  await acceptCookies(page);
  return page;
}

/** A match of host 1's women's championship on the first page of its back-office list, with both players. */
async function matchToCharge(page: Page, championshipId: number): Promise<Match> {
  const list = await callApi<{ data: Match[] }>(page, 'GET', `/api/championships/${championshipId}/matches`);
  const match = list.data.find((m) => m.permissions.manage && m.home.players.length > 0 && m.away.players.length > 0);
  expect(match, 'a match with two players on the first page').toBeTruthy();
  return match!;
}

async function ensureWallet(page: Page, playerId: number): Promise<void> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/players/${playerId}/wallet/create`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  expect([200, 409]).toContain(response.status());
}

test('the back office tops up, charges a match on the spot and rolls back only its own charge', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const championship = await underwayWomensChampionship(page.request);
  const match = await matchToCharge(page, championship.id);
  const payer = match.home.players[0]!;
  await ensureWallet(page, payer.id);

  // Top up through the dialog.
  await page.goto(`/players/${payer.id}/wallet`);
  await expect(page.getByRole('heading', { name: `Πορτοφόλι: ${payer.displayName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Κατάθεση' }).last().click();
  const topUp = page.getByRole('dialog');
  await topUp.getByLabel('Ποσό (ATC)').fill('500');
  await topUp.getByLabel('Αριθμός αναφοράς').fill('POS-E2E');
  await topUp.getByLabel('Σημειώσεις').fill('Προαγορά στο γκισέ');
  await topUp.getByRole('button', { name: 'Κατάθεση' }).click();
  await expect(page.getByText('Η κατάθεση πραγματοποιήθηκε με επιτυχία!')).toBeVisible();
  const table = page.getByRole('table', { name: 'Κινήσεις' });
  await expect(table.getByRole('row').nth(1)).toContainText('Προαγορά στο γκισέ');

  // Payment on the spot from the match options.
  await page.goto(`/backoffice/championships/${championship.id}/matches`);
  const names = `${match.home.displayName} – ${match.away.displayName}`;
  await page.getByRole('button', { name: `Επιλογές αγώνα ${names}` }).click();
  const options = page.getByRole('dialog', { name: names });
  await options.getByRole('button', { name: `Πληρωμή επί τόπου: ${payer.displayName}` }).click();
  const charge = page.getByRole('dialog', { name: `Χρέωση πορτοφολιού: ${payer.displayName}` });
  await expect(charge.getByLabel('Σημειώσεις')).toHaveValue(`Πληρωμή επί τόπου για τον αγώνα #${match.id}`);
  await charge.getByLabel('Ποσό (ATC)').fill('15');
  await charge.getByRole('button', { name: 'Χρέωση' }).click();
  await expect(page.getByText('Η χρέωση πραγματοποιήθηκε με επιτυχία!')).toBeVisible();
  // Back in the match options, the charge shows on the match…
  await expect(options).toContainText(`−15,00 ATC από ${payer.displayName}`);
  await options.getByRole('button', { name: 'Κλείσιμο' }).click();

  // …and on the wallet, linked to the match.
  await page.goto(`/players/${payer.id}/wallet`);
  const chargeRow = table.getByRole('row').nth(1);
  await expect(chargeRow).toContainText(`#${match.id}`);
  await expect(chargeRow).toContainText('−15,00 ATC');

  // Another agent's charge: no rollback offered, and the server refuses it.
  const employee = await signedIn(browser, 'employee@demo.gr');
  const theirs = await callApi<{ transactionId: number }>(employee, 'POST', `/api/players/${payer.id}/wallet/charge`, {
    amount: 2,
    notes: 'Χρέωση από άλλον χρήστη',
  });
  await page.reload();
  const theirRow = table.getByRole('row').filter({ hasText: 'Χρέωση από άλλον χρήστη' });
  await expect(theirRow).toBeVisible();
  await expect(theirRow.getByRole('button', { name: 'Ακύρωση' })).toHaveCount(0);
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await page.request.post(
    `/api/players/${payer.id}/wallet/transactions/${theirs.transactionId}/rollback`,
    { headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } },
  );
  expect(refused.status()).toBe(403);

  // Its own charge: rolled back in two clicks.
  const balanceBefore = (await callApi<Wallet>(page, 'GET', `/api/players/${payer.id}/wallet`)).wallet;
  const ownRow = table
    .getByRole('row')
    .filter({ hasText: `#${match.id}` })
    .first();
  await ownRow.getByRole('button', { name: 'Ακύρωση' }).click();
  await ownRow.getByRole('button', { name: 'Είστε σίγουροι;' }).click();
  await expect(page.getByText('Η συναλλαγή ακυρώθηκε με επιτυχία!')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Ακύρωση της');
  const balanceAfter = (await callApi<Wallet>(page, 'GET', `/api/players/${payer.id}/wallet`)).wallet;
  expect(balanceAfter.balanceCents - balanceBefore.balanceCents).toBe(1500);
  await expect(page.getByTestId('wallet-balance')).toHaveText(balanceAfter.balance);
});

test('a player opens their own wallet from the user menu, and no one else’s', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const me = (await callApi<{ user: { player: { id: number } | null } }>(page, 'GET', '/api/user')).user;
  const own = `/players/${me.player!.id}/wallet`;
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Γρήγορη πρόσβαση' })
    .getByRole('link', { name: /Πορτοφόλι/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${own}$`));
  await expect(page.getByTestId('wallet-balance')).toContainText('ATC');
  await expect(page.getByRole('table', { name: 'Κινήσεις' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Κατάθεση' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ακύρωση' })).toHaveCount(0);

  await page.goto(`/players/${me.player!.id + 1}/wallet`);
  await expect(page.getByText('Δεν έχετε πρόσβαση')).toBeVisible();
});
