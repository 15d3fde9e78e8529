import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import { callApi } from './tournament-helpers';

// Issue 12: the players' back office and Greeklish search. An admin links a
// user account to a player, runs the annihilation check (which names the
// link as what blocks), unlinks it; a guest finds Γιώργος Παπαδόπουλος by
// typing his surname in Latin letters.

interface PlayerRow {
  id: number;
  surname: string;
  name: string;
}

/** A player with no account, read from the admin list with the admin's cookies. */
async function playerWithoutAccount(page: Page): Promise<PlayerRow> {
  const response = await page.request.get('/api/players?filters[hasUser]=0&pageLength=5&sort=id');
  expect(response.status()).toBe(200);
  const [player] = ((await response.json()) as { data: PlayerRow[] }).data;
  if (!player) throw new Error('the demo data has no player without an account');
  return player;
}

test('an admin links a user to a player, runs the annihilation check and unlinks', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'admin@demo.gr');
  const player = await playerWithoutAccount(page);
  const name = `${player.surname} ${player.name}`;
  // An account of its own, without a player: other journeys give the demo accounts players of their own.
  const stamp = Date.now() % 100_000_000;
  const email = `link-${stamp}@example.gr`;
  await callApi(page, 'POST', '/api/users', {
    name: 'Ελένη',
    surname: `Συνδέσμου ${stamp}`,
    email,
    role: 'user',
    password: `Kodikos-${stamp}!`,
  });

  await page.goto(`/players?id=${player.id}`);
  await expect(page.getByRole('heading', { name: 'Αθλητές' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(player.surname) });
  await row.getByRole('button', { name: `Σύνδεση με λογαριασμό χρήστη ${name}` }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Σύνδεση με λογαριασμό χρήστη: ${name}`)).toBeVisible();
  // Sending without a choice says what is missing, in Greek (the old screen said 'Something is null!').
  await dialog.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(dialog.getByText('Επιλέξτε τον λογαριασμό χρήστη που θα συνδεθεί με τον αθλητή')).toBeVisible();
  // A form button ignores a second click for 2.5 s (spec 1 §5), as a person's next click would come later.
  await page.waitForTimeout(2_600);
  await dialog.getByLabel(/Αναζήτηση χρήστη/).fill(email);
  await dialog.getByRole('radio', { name: new RegExp(`Συνδέσμου ${stamp}`) }).check();
  await dialog.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('link', { name: email })).toBeVisible();

  await row.getByRole('button', { name: `Έλεγχος οριστικής διαγραφής ${name}` }).click();
  const check = page.getByRole('dialog');
  await expect(check.getByText('Η διαγραφή δεν είναι δυνατή όσο υπάρχουν:')).toBeVisible();
  await expect(check.getByText(/Συνδεδεμένος λογαριασμός χρήστη/)).toBeVisible();
  await expect(check.getByRole('button', { name: 'Οριστική διαγραφή' })).toHaveCount(0);
  await check.getByRole('button', { name: 'Κλείσιμο' }).click();

  await row.getByRole('button', { name: `Αποσύνδεση από τον λογαριασμό χρήστη ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Αποσύνδεση' }).click();
  await expect(row.getByRole('link', { name: email })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Σύνδεση με λογαριασμό χρήστη ${name}` })).toBeVisible();
});

test('an admin edits a player: F4 saves the form', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'admin@demo.gr');
  const player = await playerWithoutAccount(page);
  await page.goto(`/players/${player.id}/edit`);
  const phone = page.getByLabel(/^Τηλέφωνο/);
  await expect(phone).toBeVisible();
  await phone.fill('6977123456');
  await page.keyboard.press('F4');
  await expect(page.getByText('Η εγγραφή ενημερώθηκε με επιτυχία')).toBeVisible();
  await expect(page).toHaveURL(/\/players(\?.*)?$/);
});

test('Greeklish: typing papadopoulos finds Γιώργος Παπαδόπουλος', async ({ page }) => {
  await page.goto('/home');
  await acceptCookies(page);
  await expect(page.getByRole('button', { name: 'Αναζήτηση' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page
    .getByRole('combobox')
    .or(page.getByPlaceholder(/Αναζήτηση/))
    .first();
  await expect(box).toBeVisible({ timeout: 15_000 });
  await box.fill('papadopoulos');
  const hit = page.getByRole('option', { name: /Γιώργος Παπαδόπουλος/ }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
});
