import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

test('god mode creates, edits, filters and deletes a club', async ({ page }) => {
  const name = `Όμιλος Αντισφαίρισης Δοκιμής ${Date.now() % 100000}`;
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'god@demo.gr');

  await page.goto('/clubs/create');
  await page.getByLabel(/^Όνομα/).fill(name);
  await page.getByLabel(/^Ακρωνύμιο/).fill('ΟΑΔ');
  await page.getByLabel(/^Διεύθυνση/).fill('Λεωφόρος Κηφισίας 100, Αθήνα');
  await page.getByRole('button', { name: /Αποθήκευση|Καταχώρηση/ }).click();
  await expect(page.getByText('Η νέα εγγραφή καταχωρήθηκε με επιτυχία')).toBeVisible();

  await page.goto(`/clubs?name=${encodeURIComponent('αντισφαιρισης δοκιμης')}`);
  const row = page.getByRole('row', { name: new RegExp(name) }).or(page.getByRole('article').filter({ hasText: name }));
  await expect(row.first()).toBeVisible();
  await expect(page.getByText('Δε βρέθηκαν εγγραφές.')).toHaveCount(0);

  await row
    .first()
    .getByRole('link', { name: /Επεξεργασία/ })
    .click();
  // The list's filter panel has an "Ακρωνύμιο" field too: type only once the edit form is there.
  await expect(page).toHaveURL(/\/clubs\/\d+\/edit/);
  await expect(page.getByRole('button', { name: /Αποθήκευση/ })).toBeVisible();
  await page.getByLabel(/^Ακρωνύμιο/).fill('ΟΑΔ2');
  await page.getByRole('button', { name: /Αποθήκευση/ }).click();
  await expect(page.getByText('Η εγγραφή ενημερώθηκε με επιτυχία')).toBeVisible();

  await page.goto(`/clubs?name=${encodeURIComponent('αντισφαιρισης δοκιμης')}`);
  const edited = page.getByRole('row', { name: new RegExp(name) });
  await expect(edited.getByRole('cell', { name: 'ΟΑΔ2' })).toBeVisible();
  await edited.getByRole('button', { name: /Διαγραφή/ }).click();
  await expect(page.getByText('Επιβεβαίωση διαγραφής')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Διαγραφή/ })
    .click();
  await expect(page.getByText('Η διαγραφή της εγγραφής πραγματοποιήθηκε με επιτυχία')).toBeVisible();
  await expect(edited).toHaveCount(0);
});
