import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  enterApprovedMen,
  HOST_SLUG,
  initializeKnockout,
} from './tournament-helpers';

// Issue 14 point 17: a public draw open in a spectator's browser shows a score
// within two seconds of the back office entering it, without a reload.
const stamp = Date.now() % 100_000_000;

test('a score entered by the back office appears on an open public draw within two seconds, without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const tournament = await createPublishedTournament(page, {
    name: `Ζωντανό Τουρνουά ${stamp}`,
    slug: `live-draw-${stamp}`,
    start: `${athensDay(7)} 17:00:00`,
    participationsEnd: `${athensDay(5)} 23:00:00`,
  });
  await enterApprovedMen(page, tournament, 4);
  const draw = await initializeKnockout(page, tournament, 4);
  const first = draw.matches.find((m) => m.aa === 1)!;

  // The spectator: a browser of their own, signed in as nobody.
  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  let streamOpened: Promise<unknown> = Promise.resolve();
  for (const width of [375, 1280]) {
    await spectator.setViewportSize({ width, height: 812 });
    // The page opens the tournament's stream once it knows the tournament.
    streamOpened = spectator.waitForResponse((response) => response.url().endsWith('/live') && response.ok());
    await spectator.goto(`/tournaments/${HOST_SLUG}/${tournament.slug}/draws?categoryId=${tournament.categoryId}`);
    await expect(spectator.getByText(first.home.displayName!).first()).toBeVisible();
    await spectator.screenshot({ path: testInfo.outputPath(`live-draw-before-${width}.png`), fullPage: true });
  }
  await streamOpened;
  await expect(spectator.getByText('6-3 6-4')).toHaveCount(0);
  // Gone after a reload: proves the page below is the one loaded before the score.
  await spectator.evaluate(() => Object.assign(window, { loadedBeforeTheScore: true }));
  await callApi(page, 'POST', `/api/matches/${first.id}/score`, { s1: { home: 6, away: 3 }, s2: { home: 6, away: 4 } });
  await expect(spectator.getByText('6-3 6-4')).toBeVisible({ timeout: 2_000 });
  expect(await spectator.evaluate(() => (window as { loadedBeforeTheScore?: boolean }).loadedBeforeTheScore)).toBe(
    true,
  );
  await spectator.screenshot({ path: testInfo.outputPath('live-draw-after-1280.png'), fullPage: true });
  await spectatorContext.close();
});
