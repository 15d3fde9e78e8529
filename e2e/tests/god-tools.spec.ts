import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// The god user reads the mail log, opens a mail, sends it again with two
// clicks on its row, and runs a console command through its confirmation page.

test('god mode views and resends a sent email, then runs an artisan command after confirming it', async ({ page }) => {
  // A mail to look at: the reset link a player asks for.
  await page.goto('/forgot-password');
  await acceptCookies(page);
  await page.getByLabel('Email').fill('player@demo.gr');
  await page.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
  await expect(page.getByText('Ελέγξτε το email σας')).toBeVisible();

  await page.goto('/login');
  await signIn(page, 'god@demo.gr');
  await page.getByRole('button', { name: 'Υπερδιαχείριση' }).click();
  await page.getByRole('menuitem', { name: 'Απεσταλμένα email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Απεσταλμένα email' })).toBeVisible();

  await page.getByLabel('Παραλήπτης').fill('player@demo.gr');
  await page.getByRole('button', { name: 'Εφαρμογή' }).click();
  await expect(page).toHaveURL(/recipient=player%40demo\.gr/);
  const row = page.getByRole('row').filter({ hasText: 'Επαναφορά κωδικού πρόσβασης' }).first();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Προβολή' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('player@demo.gr')).toBeVisible();
  await expect(dialog.getByTestId('sent-email-preview')).toContainText('Επαναφορά κωδικού');
  await dialog.getByRole('button', { name: 'Κλείσιμο' }).click();
  await expect(dialog).toHaveCount(0);

  // The first click only asks; the second, on the same row, sends.
  const before = await page.getByRole('row').filter({ hasText: 'player@demo.gr' }).count();
  await row.getByRole('button', { name: 'Νέα αποστολή' }).click();
  await row.getByRole('button', { name: 'Σίγουρα;' }).click();
  await expect(page.getByText('Το email στάλθηκε ξανά')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'player@demo.gr' })).toHaveCount(before + 1);
  await expect(page.getByText(/Επαναποστολή του #\d+/).first()).toBeVisible();

  // The console: a command opens its confirmation, which changes nothing until it is run.
  await page.getByRole('button', { name: 'Υπερδιαχείριση' }).click();
  await page.getByRole('menuitem', { name: 'Κονσόλα εντολών' }).click();
  const card = page.locator('form').filter({ hasText: 'Ενημέρωση βαθμολογιών' });
  await card.getByRole('button', { name: 'Συνέχεια' }).click();
  await expect(page).toHaveURL(/\/god\/artisan-console\/update-standings$/);
  await expect(page.getByTestId('artisan-preview')).toContainText('Θα υπολογιστούν ξανά');
  await page.getByRole('button', { name: 'Εκτέλεση' }).click();
  await expect(page.getByText('Η εντολή εκτελέστηκε')).toBeVisible();
  await expect(page.getByText(/υπολογίστηκαν ξανά/)).toBeVisible();

  await page.getByRole('link', { name: 'Πίσω στην κονσόλα' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Ενημέρωση βαθμολογιών' }).first()).toBeVisible();

  // The spec's plain link, opened directly, lands on the same confirmation page.
  await page.goto('/god/artisan-console/clear-cache');
  await expect(page.getByTestId('artisan-preview')).toContainText('Θα διαγραφούν');

  // A backup now: the preview counts the backups kept, the run names the one it wrote.
  await page.goto('/god/artisan-console/backup-run');
  await expect(page.getByTestId('artisan-preview')).toContainText('Θα γραφτεί αντίγραφο ασφαλείας');
  await page.getByRole('button', { name: 'Εκτέλεση' }).click();
  await expect(page.getByText(/Το αντίγραφο ασφαλείας \d{8}T\d{9}Z γράφτηκε/)).toBeVisible();
});

test('an admin who is not the god user is refused the god tools with the super-admin message', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'admin@demo.gr');
  await page.goto('/sent-emails');
  await expect(page.getByText('Για να δείτε αυτή τη σελίδα θα πρέπει να έχετε ρόλο super-admin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Απεσταλμένα email' })).toHaveCount(0);
});
