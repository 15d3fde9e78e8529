import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// The back office's every-match page (/matches): reached from the navbar, its
// filters live in the URL, a player's name narrows it, each row links to its
// event and opens the match's options; on a phone the rows are tiles.

test('a host finds a player’s championship matches awaiting a result on /matches and opens one', async ({ page }) => {
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Διαχείριση' }).click();
  await page.getByRole('menuitem', { name: 'Αγώνες', exact: true }).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Αγώνες' })).toBeVisible();

  await page.getByLabel('Είδος').selectOption({ label: 'Πρωτάθλημα' });
  await page.getByLabel('Κατάσταση').selectOption({ label: 'Αναμένουν αποτέλεσμα' });
  await expect(page).toHaveURL(/kind=championship&state=awaiting|state=awaiting&kind=championship/);
  const table = page.getByRole('table', { name: 'Αγώνες' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link', { name: /^Πρωτάθλημα/ })).toBeVisible();
  const player = (await firstRow.getByRole('cell').nth(3).getByRole('link').first().textContent())!.trim();
  const surname = player.split(' ').at(-1)!;

  // The surname, typed in capitals and without its tonos, finds the same player's matches only.
  const typed = surname.toLocaleUpperCase('el').normalize('NFD').replace(/\p{M}/gu, '');
  await page.getByLabel('Αθλητής').fill(typed);
  await page.getByLabel('Αθλητής').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}`));
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(surname);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText(surname);

  // The row's options open titled by its two sides; the event column leads to the championship's own list.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Επιλογές αγώνα/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(surname);
  await dialog.getByRole('button', { name: 'Κλείσιμο' }).click();
  await rows
    .nth(1)
    .getByRole('link', { name: /^Πρωτάθλημα/ })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/championships\/\d+\/matches$/);

  // Back, on a phone: the same filtered list as tiles, its filters read from the URL.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goBack();
  await expect(page.getByLabel('Αθλητής')).toHaveValue(typed);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(surname).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('matches-375.png'), fullPage: true });
});
