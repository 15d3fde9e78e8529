import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  drawMatch,
  enterApprovedMen,
  HOST_SLUG,
  initializeKnockout,
} from './tournament-helpers';

// Issue 11 journey: the organiser scores a match from the tournament's order of
// play with the keyboard alone (Tab, Enter and typing, no clicks), and the order
// of play and the public draw show the result.
const stamp = Date.now() % 100_000_000;

/** Presses Tab until the element answering `name` has focus; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the organiser scores a match from the order of play with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  // Set up by the back office's own calls (each has its own journey): a published
  // tournament, a knockout of four, its first match on today's order of play.
  const today = athensDay(0);
  const slug = `programma-${stamp}`;
  const tournament = await createPublishedTournament(page, {
    name: `Πρόγραμμα Νοεμβρίου ${stamp}`,
    slug,
    start: `${today} 09:00:00`,
    participationsEnd: `${athensDay(-1)} 23:00:00`,
  });
  const tournamentId = tournament.id;
  await enterApprovedMen(page, tournament, 4);
  const first = (await initializeKnockout(page, tournament, 4)).matches.find((m) => m.aa === 1)!;
  await callApi(page, 'POST', `/api/matches/${first.id}/schedule`, {
    scheduledAt: `${today} 23:45:00`,
    clubId: 1,
    surface: 'clay',
  });
  const home = first.home.displayName!;
  const away = first.away.displayName!;

  await page.goto(`/backoffice/tournaments/${tournamentId}/order-of-play?date=${today}`);
  const card = page.getByRole('listitem').filter({ hasText: home }).filter({ hasText: away });
  await expect(card).toContainText(`${home} – ${away}`);

  // From the top of the page, Tab reaches the match's "Σκορ" and Enter opens its dialog on the quick line.
  const scoreButton = `Σκορ αγώνα ${home} – ${away}`;
  await tabTo(page, scoreButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${home} – ${away}` });
  await expect(dialog.getByLabel('Σκορ σε μία γραμμή')).toBeFocused();

  // Escape closes it and gives focus back to the button; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: scoreButton })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Σκορ σε μία γραμμή')).toBeFocused();

  // A line that is not a finished score says why in Greek and saves nothing.
  await page.keyboard.type('6-4 6-5');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(/^2ο σετ: Μη έγκυρο σκορ σετ/);

  // The score typed without dashes fills the boxes, and Enter saves it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('64 36 107');
  await expect(dialog.getByText('Σκορ: 6-4 3-6 10-7')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Το σκορ καταχωρήθηκε με επιτυχία')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The order of play shows the result; the match can no longer be scored from here.
  await expect(card).toContainText('6-4 3-6 10-7');
  await expect(page.getByRole('button', { name: scoreButton })).toHaveCount(0);

  // The public draw shows it too.
  await page.goto(`/tournaments/${HOST_SLUG}/${slug}/draws`);
  await expect(drawMatch(page, 1)).toContainText(home);
  await expect(drawMatch(page, 1)).toContainText('6-4 3-6 10-7');
});
