import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// Issue 13: a player records a friendly doubles match through the four-step
// wizard, meets each of its validation messages once on the way, and finds
// the match on their own profile; a guest never sees it. The four steps and
// the back office's list are photographed on a phone and on a desktop.

async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Three other players the search finds by the first three letters of their surname. */
async function threeOthers(request: APIRequestContext, me: number) {
  const { data } = await readJson<{ data: { id: number; label: string }[] }>(
    request,
    '/api/universe/search-player?q=Παπ',
  );
  const others = data.filter((hit) => hit.id !== me);
  expect(others.length).toBeGreaterThanOrEqual(3);
  return others.slice(0, 3).map((hit) => hit.label);
}

async function pick(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill('Παπ');
  await page.getByRole('option', { name, exact: false }).first().click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

const next = (page: Page) => page.getByRole('button', { name: 'Επόμενο' }).click();
const flagged = (page: Page, step: string) =>
  page.getByRole('button', { name: new RegExp(`${step}.*χρειάζεται διόρθωση`) });

/** Three days ago, as the date input takes it. */
function threeDaysAgo(): string {
  const day = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(day);
}

test('a player records a friendly doubles match through the wizard and sees it on their profile', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const me = await readJson<{ user: { player: { id: number; displayName: string } } }>(page.request, '/api/user');
  const [teammate, opponent, opponent2] = (await threeOthers(page.request, me.user.player.id)) as [
    string,
    string,
    string,
  ];

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Νέος φιλικός αγώνας/ }).click();
  await expect(page).toHaveURL(/\/my-friendly-matches\/create$/);
  await expect(
    page.getByText('Οι φιλικοί αγώνες εμφανίζονται μόνο στο δικό σας προφίλ και δεν ξεκλειδώνουν επιτεύγματα.'),
  ).toBeVisible();
  // Undiscovered steps cannot be opened.
  await expect(page.getByRole('button', { name: /Σκορ/ })).toBeDisabled();

  // Step 0: game type.
  await page.getByRole('radio', { name: /Διπλό/ }).check();
  await photograph(page, 'wizard-0-type');
  await next(page);

  // Step 1: date and venue; nothing filled in, then a club without a surface.
  await next(page);
  await expect(page.getByText('Παρακαλούμε επιλέξτε ημ/νία και ώρα του αγώνα')).toBeVisible();
  await expect(page.getByText('Παρακαλούμε επιλέξτε club ή εισάγετε νέο')).toBeVisible();
  await expect(page.getByText('Παρακαλούμε συμπληρώστε επιφάνεια')).toBeVisible();
  await expect(flagged(page, 'Ημ/νία και γήπεδο')).toBeVisible();
  await photograph(page, 'wizard-1-venue-errors');
  await page.getByLabel('Ημερομηνία').fill(threeDaysAgo());
  await page.getByLabel('Ώρα').selectOption('08:45');
  const club = page.getByRole('combobox', { name: 'Όμιλος' });
  await club.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Επιφάνεια' }).selectOption('');
  await next(page);
  await expect(page.getByText('Παρακαλούμε επιλέξτε επιφάνεια', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Επιφάνεια' }).selectOption({ index: 1 });
  await next(page);

  // Step 2: opponents; moving forward cleared step 1's errors and flag.
  await expect(flagged(page, 'Ημ/νία και γήπεδο')).toHaveCount(0);
  await next(page);
  await expect(page.getByText('Δεν έχετε επιλέξει συμπαίκτη')).toBeVisible();
  await expect(page.getByText('Δεν έχετε επιλέξει αντίπαλο', { exact: true })).toBeVisible();
  await expect(page.getByText('Δεν έχετε επιλέξει αντίπαλο #2')).toBeVisible();
  await expect(flagged(page, 'Αντίπαλοι')).toBeVisible();
  await pick(page, 'Συμπαίκτης', teammate);
  await pick(page, 'Αντίπαλος', opponent);
  await pick(page, 'Αντίπαλος #2', opponent2);
  // Every message answered: the step is no longer flagged.
  await expect(flagged(page, 'Αντίπαλοι')).toHaveCount(0);
  await photograph(page, 'wizard-2-opponents');
  await next(page);

  // Step 3: notes and the shared score form.
  await page.getByLabel('Σημειώσεις (προαιρετικά)').fill('Διπλό με φίλους στο κλειστό.');
  await page.getByLabel('Σκορ σε μία γραμμή').fill('64 36 108');
  await photograph(page, 'wizard-3-score');
  await page.getByRole('button', { name: 'Καταχώρηση αγώνα' }).click();
  await expect(page.getByText('Ο φιλικός αγώνας καταχωρήθηκε με επιτυχία')).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile$/);

  // The profile's matches show it to the player…
  await page.goto(`/players/${me.user.player.id}/matches`);
  const row = page.getByRole('listitem').filter({ hasText: teammate }).filter({ hasText: opponent2 });
  await expect(row.first()).toContainText('Φιλικός');
  await expect(row.first()).toContainText('6-4 3-6 10-8');

  // …and to nobody else.
  const guest = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const seen = await readJson<{ meta: { total: number } }>(
    guest,
    `/api/players/${me.user.player.id}/matches?kind=friendly`,
  );
  expect(seen.meta.total).toBe(0);
  await guest.dispose();
});

test('the back office lists friendlies and schedules one in friendly mode', async ({ page }) => {
  await signIn(page, 'admin@demo.gr');
  await acceptCookies(page);
  await page.goto('/friendly-matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Φιλικοί αγώνες' })).toBeVisible();
  await photograph(page, 'backoffice-friendly-list');
  await page.getByRole('link', { name: 'Προγραμματισμός φιλικού αγώνα' }).click();
  await expect(page).toHaveURL(/\/friendly-matches\/schedule$/);
  await page.getByLabel('Διπλό').check();
  await expect(page.getByLabel('Αθλητής #4')).toBeVisible();
  await expect(page.getByLabel('Φάση')).toHaveCount(0);
  await photograph(page, 'backoffice-friendly-schedule');
});
