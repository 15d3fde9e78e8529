import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies } from './helpers';

// Issue 13: a visitor opens head-to-head between two demo players who met on
// clay and on hard, picks them by name, and sees the surface splits, the last
// meeting and the whole history; the pair stays in the URL.

type Line = [number, number, number, number];
type HeadToHead = {
  player1: { id: number; displayName: string };
  player2: { id: number; displayName: string };
  h2h: Record<'all' | 'hard' | 'clay' | 'indoor', Line>;
  allMeetings: { id: number }[];
};
type MatchList = {
  data: { kind: string; type: string; state: string; home: Side; away: Side }[];
};
type Side = { players: { id: number }[] };

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Two players of the underway championship's standings whose head-to-head has wins on clay and on hard. */
async function pairOnClayAndHard(request: APIRequestContext): Promise<HeadToHead> {
  const menu = await readJson<{ data: { id: number; state: string }[] }>(request, '/api/championships-menu');
  const tried = new Set<string>();
  for (const championship of menu.data.filter((entry) => entry.state !== 'draft')) {
    const standings = await readJson<{ open: { playerId: number }[] }>(
      request,
      `/api/championships/${championship.id}/standings`,
    );
    for (const { playerId } of standings.open.slice(0, 10)) {
      const matches = await readJson<MatchList>(request, `/api/players/${playerId}/matches?pageLength=100`);
      for (const match of matches.data) {
        if (match.type !== 'singles' || match.state !== 'concluded' || match.kind === 'friendly') continue;
        const ids = [match.home.players[0]?.id, match.away.players[0]?.id];
        const rival = ids.find((id) => id !== undefined && id !== playerId);
        if (rival === undefined || tried.has(`${playerId}-${rival}`)) continue;
        tried.add(`${playerId}-${rival}`);
        const { data } = await readJson<{ data: HeadToHead }>(
          request,
          `/api/head-2-head?player1Id=${playerId}&player2Id=${rival}`,
        );
        const won = (line: Line) => line[0] + line[1] > 0;
        if (won(data.h2h.clay) && won(data.h2h.hard)) return data;
      }
    }
  }
  throw new Error('the demo data has no two players who met on clay and on hard');
}

/** Types the player's surname in the picker and picks them. */
async function pick(page: Page, label: string, displayName: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(displayName.split(' ').at(-1)!);
  await page
    .getByRole('option', { name: new RegExp(`^${displayName}`) })
    .first()
    .click();
}

async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a visitor compares two players who met on clay and on hard', async ({ page }) => {
  const pair = await pairOnClayAndHard(page.request);
  const { player1, player2, h2h } = pair;

  await page.goto('/home');
  await acceptCookies(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Μεταξύ τους' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Μεταξύ τους' })).toBeVisible();

  await pick(page, 'Αθλητής 1', player1.displayName);
  await expect(page).toHaveURL(new RegExp(`player1Id=${player1.id}`));
  await pick(page, 'Αθλητής 2', player2.displayName);
  await expect(page).toHaveURL(new RegExp(`player1Id=${player1.id}&player2Id=${player2.id}`));

  await expect(page.getByText(`${h2h.all[0]}–${h2h.all[1]}`)).toBeVisible();
  for (const [split, label] of [
    ['all', 'Σύνολο'],
    ['clay', 'Χώμα'],
    ['hard', 'Σκληρό'],
    ['indoor', 'Κλειστό'],
  ] as const) {
    const [, , percent1, percent2] = h2h[split];
    await expect(
      page.getByRole('img', {
        name: `${label}: ${player1.displayName} ${percent1}%, ${player2.displayName} ${percent2}%`,
      }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Τελευταία αναμέτρηση' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Όλες οι αναμετρήσεις' });
  await expect(history.getByRole('listitem')).toHaveCount(pair.allMeetings.length);
  await photograph(page, 'head-to-head');

  // The pair is in the URL: the link opens the same comparison; each name leads to the player's profile.
  await page.reload();
  await expect(page.getByText(`${h2h.all[0]}–${h2h.all[1]}`)).toBeVisible();
  await history.getByRole('link', { name: player2.displayName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/players/${player2.id}$`));
  // From a profile, head-to-head opens with that player chosen.
  await page.getByRole('main').getByRole('link', { name: 'Μεταξύ τους' }).click();
  await expect(page).toHaveURL(new RegExp(`/head-2-head\\?player1Id=${player2.id}$`));
  await expect(page.getByText(player2.displayName).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Αθλητής 2' })).toBeVisible();
});
