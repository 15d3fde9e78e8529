import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  enterApprovedMen,
  HOST_SLUG,
  initializeKnockout,
  type DrawMatchData,
  type SetUpTournament,
} from './tournament-helpers';

// Issue 14 point 15: the public draw reads on a phone one round at a time (round
// tabs, the current round first, turned by tab or by swipe) and fits a 1280 px
// screen whole, the final included, for a 64 and a 128 draw.
const stamp = Date.now() % 100_000_000;

/** A published tournament whose men's singles category is drawn as a knockout of `drawSize` with `entrants`. */
async function drawnTournament(page: Page, name: string, entrants: number, drawSize: number) {
  const tournament = await createPublishedTournament(page, {
    name,
    slug: `draw-layout-${drawSize}-${stamp}`,
    start: `${athensDay(7)} 17:00:00`,
    participationsEnd: `${athensDay(5)} 23:00:00`,
  });
  await enterApprovedMen(page, tournament, entrants);
  const draw = await initializeKnockout(page, tournament, drawSize);
  return { tournament, draw };
}

/** Advances the byes and scores every first-round match (home wins), so the second round is the one to play. */
async function playFirstRound(page: Page, tournament: SetUpTournament, matches: DrawMatchData[], size: number) {
  await callApi(
    page,
    'POST',
    `/api/tournaments/${tournament.id}/tournament-categories/${tournament.categoryId}/proceed-all-byes`,
  );
  const firstRound = matches.filter((m) => !m.bye && m.aa <= size / 2);
  for (const match of firstRound)
    await callApi(page, 'POST', `/api/matches/${match.id}/score`, {
      s1: { home: 6, away: 3 },
      s2: { home: 6, away: 4 },
    });
}

const publicDraws = (tournament: SetUpTournament) =>
  `/tournaments/${HOST_SLUG}/${tournament.slug}/draws?categoryId=${tournament.categoryId}`;

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The final's column lies wholly inside the 1280 px screen. */
async function expectFinalInView(page: Page) {
  const final = page.getByRole('region', { name: 'Τελικός', exact: true });
  await expect(final).toBeVisible();
  const box = (await final.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expectNoSidewaysScroll(page);
}

test('a 64 draw on a phone: the current round first, rounds turned by tab and by swipe; whole on 1280 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const { tournament, draw } = await drawnTournament(page, `Ανοιχτό Χειμώνα ${stamp}`, 36, 64);
  await playFirstRound(page, tournament, draw.matches, 64);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(publicDraws(tournament));
  const tabs = page.getByRole('tablist', { name: 'Γύροι του ταμπλό' });
  const selected = tabs.getByRole('tab', { selected: true });
  // Round one is played: the draw opens on the round of 32.
  await expect(selected).toHaveText('Φάση των 32');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(16);
  await page.screenshot({ path: testInfo.outputPath('draw-64-375.png'), fullPage: true });
  await expectNoSidewaysScroll(page);

  // Round one: four played matches and the 28 byes folded under one line.
  await tabs.getByRole('tab', { name: 'Φάση των 64' }).click();
  await expect(selected).toHaveText('Φάση των 64');
  await expect(panel.getByText('28 συμμετοχές περνούν με BYE')).toBeVisible();
  await expect(panel.getByRole('article').filter({ visible: true })).toHaveCount(4);

  // A swipe left turns to the next round, a swipe right back.
  const swipe = async (dx: number) => {
    const box = (await panel.boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    await page.mouse.move(187 - dx / 2, y);
    await page.mouse.down();
    await page.mouse.move(187 + dx / 2, y, { steps: 8 });
    await page.mouse.up();
  };
  await swipe(-200);
  await expect(selected).toHaveText('Φάση των 32');
  await swipe(-200);
  await expect(selected).toHaveText('Φάση των 16');
  await swipe(200);
  await expect(selected).toHaveText('Φάση των 32');
  // The keyboard turns the rounds on the tabs.
  await selected.focus();
  await page.keyboard.press('End');
  await expect(selected).toHaveText('Τελικός');

  // Every name in the round is whole: no name is wider than its line.
  const cut = await panel
    .locator('a[href^="/players/"]')
    .evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1).length);
  expect(cut).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectFinalInView(page);
  await page.screenshot({ path: testInfo.outputPath('draw-64-1280.png'), fullPage: true });
});

test('a 128 draw fits a 1280 px screen whole, the final included, and reads as tabs on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const { tournament } = await drawnTournament(page, `Μεγάλο Κύπελλο ${stamp}`, 70, 128);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(publicDraws(tournament));
  await expect(page.getByRole('region', { name: 'Φάση των 128' })).toBeVisible();
  await expectFinalInView(page);
  await page.screenshot({ path: testInfo.outputPath('draw-128-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Φάση των 128');
  await expect(page.getByText('58 συμμετοχές περνούν με BYE')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('draw-128-375.png'), fullPage: true });

  // The table view lists every match of the draw, for a screen reader or the printer.
  await page.getByRole('button', { name: 'Πίνακας' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(128);
});
