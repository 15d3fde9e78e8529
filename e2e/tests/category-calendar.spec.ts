import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  enterApprovedMen,
  initializeKnockout,
} from './tournament-helpers';

const stamp = Date.now().toString(36);

// Issue 11: the category screen's "Ημερολόγιο" tab shows the category's matches on
// a calendar at their Athens time, lists the ones without a date, and a match opens
// the same options dialog as the draw. On a phone the calendar is a list.
test('the category calendar shows a scheduled match at its Athens time and lists the undated ones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  const tournament = await createPublishedTournament(page, {
    name: `Ημερολόγιο ${stamp}`,
    slug: `imerologio-${stamp}`,
    start: `${athensDay(2)} 09:00:00`,
    participationsEnd: `${athensDay(1)} 23:00:00`,
  });
  await enterApprovedMen(page, tournament, 4);
  const draw = await initializeKnockout(page, tournament, 4);
  const [first, second] = [1, 2].map((aa) => draw.matches.find((m) => m.aa === aa)!);
  await callApi(page, 'POST', `/api/matches/${first!.id}/schedule`, {
    scheduledAt: `${athensDay(2)} 18:00:00`,
    clubId: 1,
    surface: 'clay',
  });
  const firstTitle = `${first!.home.displayName} – ${first!.away.displayName}`;
  const secondTitle = `${second!.home.displayName} – ${second!.away.displayName}`;

  await page.goto(`/backoffice/tournaments/${tournament.id}/categories/${tournament.categoryId}`);
  await page.getByRole('tab', { name: 'Ημερολόγιο' }).click();

  // The week grid, in Greek, with the match at 18:00 (the browser runs in Athens, the calendar in Athens).
  const event = page.locator('.fc-timegrid-event').filter({ hasText: firstTitle });
  await expect(event).toBeVisible();
  await expect(event).toContainText('18:00');
  await expect(page.getByRole('button', { name: 'Μήνας' })).toBeVisible();

  // The second match has no date yet; the final has no sides yet and is left out.
  const undated = page.getByRole('region', { name: 'Χωρίς ημερομηνία' });
  await expect(undated.getByRole('listitem')).toHaveCount(1);
  await expect(undated).toContainText(secondTitle);

  // The event opens the match's options dialog.
  await event.click();
  await expect(page.getByRole('dialog', { name: firstTitle }).getByText(`Αγώνας #${first!.id}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A phone gets the list view.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('tab', { name: 'Ημερολόγιο' }).click();
  const row = page.locator('.fc-list-event').filter({ hasText: firstTitle });
  await expect(row).toBeVisible();
  await expect(row).toContainText('18:00');
});
