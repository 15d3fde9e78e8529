import { expect, test } from './fixtures';
import { mainHostLandingPath } from './demo-data';
import { DEMO_PASSWORD, acceptCookies, signIn } from './helpers';

// Spec 1 §6: back office lands on /home, players on / (the dashboard), and a
// main-host (host 1) back-office user on this year's men's championship page.
const landings: Array<[string, RegExp]> = [
  ['god@demo.gr', /\/home$/],
  ['admin@demo.gr', /\/home$/],
  ['host2@demo.gr', /\/home$/],
  ['player@demo.gr', /\/dashboard$/],
  ['newuser@demo.gr', /\/dashboard(\?.*)?$/],
];

for (const [email, landing] of landings) {
  test(`${email} lands where spec 1 §6 says`, async ({ page }) => {
    await page.goto('/login');
    await acceptCookies(page);
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
  });
}

for (const email of ['host@demo.gr', 'employee@demo.gr']) {
  test(`${email} lands on this year's men's championship of host 1`, async ({ page, request }) => {
    const landing = await mainHostLandingPath(request);
    await page.goto('/login');
    await acceptCookies(page);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
  });
}

test('a guest opening /dashboard is asked to log in and comes back after login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  await expect(page.getByText('Θα πρέπει να συνδεθείτε για να προχωρήσετε')).toBeVisible();
  await signIn(page, 'admin@demo.gr');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('change password refuses a confirmation that differs', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await signIn(page, 'player@demo.gr');
  await page.goto('/change-password');
  await page.getByLabel('Τρέχων κωδικός').fill(DEMO_PASSWORD);
  await page.getByLabel('Νέος κωδικός', { exact: true }).fill('kainourgios-123');
  await page.getByLabel('Επαλήθευση νέου κωδικού').fill('allos-kodikos-456');
  await page.getByRole('button', { name: 'Αλλαγή κωδικού' }).click();
  await expect(page.getByText('Ο νέος κωδικός δεν ταυτίζεται με την επαλήθευση')).toBeVisible();
  // Nothing changed: the old password still signs in.
  const response = await page.request.get('/api/user');
  expect((await response.json()).user.email).toBe('player@demo.gr');
});

test('a new user registers, is asked to check their mail, signs in, then deletes the account in two steps', async ({
  page,
}) => {
  const email = `diagrafi-${Date.now()}@example.gr`;
  await page.goto('/register');
  await acceptCookies(page);
  await page.getByLabel('Όνομα', { exact: true }).fill('Ελένη');
  await page.getByLabel('Επώνυμο').fill('Κωνσταντίνου');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Κωδικός', { exact: true }).fill('diagrafi-1234');
  await page.getByLabel('Επαλήθευση κωδικού').fill('diagrafi-1234');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  // The same answer whether or not the address has an account: nobody is signed in yet.
  await expect(page.getByText('Ελέγξτε το email σας')).toBeVisible();
  await signIn(page, email, 'diagrafi-1234');

  await page.goto('/settings?tab=account');
  await page.getByRole('button', { name: 'Διαγραφή λογαριασμού' }).click();
  await expect(page.getByText('Η διαγραφή είναι μη αναστρέψιμη', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Συνέχεια' }).click();
  const finalButton = page.getByRole('button', { name: 'Οριστική διαγραφή' });
  await expect(finalButton).toBeDisabled();
  await page.getByLabel('Κατανοώ ότι η διαγραφή είναι οριστική και μη αναστρέψιμη.').check();
  await finalButton.click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Κωδικός', { exact: true }).fill('diagrafi-1234');
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).last().click();
  await expect(page.getByRole('alert').or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
