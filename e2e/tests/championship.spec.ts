import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { underwayWomensChampionship } from './demo-data';
import { acceptCookies, signIn } from './helpers';

// Issue journey: a new player registers for the women's championship; the back
// office approves with an ATRP, schedules a match and enters a score with a
// super tie-break; the landing page's standings, recent results and race change.
const stamp = Date.now() % 100_000_000;

/** newuser@demo.gr has a verified account and no player profile yet: she fills the player form. */
async function becomePlayer(page: Page): Promise<void> {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'newuser@demo.gr');
  await page.goto('/dashboard?forceFillPlayerForm=true');
  await page.getByLabel('Φύλο').selectOption({ label: 'Γυναίκα' });
  await page.getByLabel('Κινητό τηλέφωνο').fill(`69${String(stamp).padStart(8, '0')}`);
  await page.getByLabel('Κυρίαρχο χέρι').selectOption({ label: 'Δεξί' });
  await page.getByLabel('Ρεβέρ').selectOption({ label: 'Με τα δύο χέρια' });
  await page.getByLabel('Στυλ παιχνιδιού').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByRole('heading', { name: 'Το προφίλ αθλητή σας' })).toHaveCount(0);
}

test('a player registers, the back office approves, schedules and scores, and the landing page follows', async ({
  page,
  browser,
  request,
}) => {
  const { id, slug } = await underwayWomensChampionship(request);
  await becomePlayer(page);

  await page.goto(`/championships/${slug}`);
  await page.getByRole('link', { name: 'Δήλωση συμμετοχής' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/championships/${slug}/register`));
  await page.getByRole('button', { name: 'Υποβολή συμμετοχής' }).click();
  await expect(
    page
      .getByText(
        'Πρέπει να συμφωνήσετε με τους όρους χρήσης και την επικοινωνία προκειμένου να καταχωρηθεί η συμμετοχή σας',
      )
      .first(),
  ).toBeVisible();
  await page.getByLabel('Αποδέχομαι τους όρους χρήσης').check();
  await page.getByLabel('Συμφωνώ να επικοινωνεί η οργάνωση μαζί μου για το πρωτάθλημα').check();
  // A form button ignores repeated clicks for 2.5 s (spec 1 §5).
  await page.waitForTimeout(2600);
  await page.getByRole('button', { name: 'Υποβολή συμμετοχής' }).click();
  await expect(page.getByText('Η συμμετοχή σας καταχωρήθηκε με επιτυχία')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/championships/${slug}$`));
  await expect(page.getByText('Συμμετέχετε ήδη σε αυτό το πρωτάθλημα').first()).toBeVisible();

  // The back office approves her with an ATRP.
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await office.goto('/login');
  await acceptCookies(office);
  await signIn(office, 'admin@demo.gr');
  await office.goto(`/backoffice/championships/${id}/participations?search=${encodeURIComponent('νικολαου')}`);
  await office
    .getByRole('button', { name: /Ενέργειες για .*Νικολάου/ })
    .first()
    .click();
  await office.getByRole('menuitem', { name: 'Έγκριση' }).click();
  await office.getByRole('dialog').getByLabel('ATRP').selectOption('2.5');
  await office.getByRole('dialog').getByRole('button', { name: 'Έγκριση' }).click();
  await expect(office.getByRole('row', { name: /Νικολάου/ }).getByRole('cell', { name: 'Εγκρίθηκε' })).toBeVisible();

  // ... schedules a match against an approved opponent and enters a score with a super tie-break.
  await office.goto(`/backoffice/championships/${id}/matches/schedule`);
  const home = office.getByRole('combobox', { name: 'Αθλητής #1' });
  await home.fill('νικολαου');
  await office
    .getByRole('option', { name: /Νικολάου/ })
    .first()
    .click();
  const away = office.getByRole('combobox', { name: 'Αθλητής #2' });
  await away.click();
  await office.getByRole('option').filter({ hasNotText: 'Νικολάου' }).first().click();
  // Played yesterday evening, so it is a recent result.
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Athens' });
  await office.getByLabel('Ημερομηνία').fill(yesterday);
  await office.getByLabel('Ώρα').selectOption('19:00');
  await office.getByLabel('Όμιλος').selectOption({ index: 1 });
  await office.getByLabel('Επιφάνεια').selectOption({ index: 1 });
  await office.getByRole('button', { name: 'Καταχώρηση σκορ' }).click();
  await expect(office.getByText('Ο αγώνας προγραμματίστηκε με επιτυχία')).toBeVisible();
  const score = office.getByRole('dialog');
  const games = (part: string) => score.getByRole('group', { name: part }).getByRole('spinbutton');
  await games('1ο σετ').nth(0).fill('6');
  await games('1ο σετ').nth(1).fill('4');
  await games('2ο σετ').nth(0).fill('3');
  await games('2ο σετ').nth(1).fill('6');
  // The super tie-break appears only now that the sets are split.
  await games('Σούπερ τάι-μπρέικ').nth(0).fill('10');
  await games('Σούπερ τάι-μπρέικ').nth(1).fill('8');
  await expect(score.getByText('Σκορ: 6-4 3-6 10-8')).toBeVisible();
  await score.getByRole('button', { name: 'Αποθήκευση σκορ' }).click();
  await expect(office.getByRole('dialog')).toHaveCount(0);

  // The landing page shows her in the standings, the result and the month's race at once.
  await page.goto(`/championships/${slug}`);
  await expect(page.getByText('6-4 3-6 10-8').first()).toBeVisible();
  // The landing page lists the top ten first; a newcomer may be further down.
  const standings = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Κατάταξη', exact: true }) });
  const showAll = standings.getByRole('button', { name: /Εμφάνιση όλων/ });
  if (await showAll.isVisible()) await showAll.click();
  await expect(
    standings
      .getByRole('table')
      .getByText(/Νικολάου/)
      .first(),
  ).toBeVisible();

  // The matches export downloads as a real xlsx (a zip: it starts with PK).
  const download = await office.request.get(`/api/backoffice/championships/${id}/exports/matches?state=concluded`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('spreadsheetml');
  expect((await download.body()).subarray(0, 2).toString()).toBe('PK');
  await officeContext.close();
});
