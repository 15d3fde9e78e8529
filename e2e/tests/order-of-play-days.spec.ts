import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  enterApprovedMen,
  HOST_SLUG,
  initializeKnockout,
  scheduleFromDraw,
} from './tournament-helpers';

// Issue 14 point 16: the order of play opens on the next day with matches, has a
// tab per tournament day, and shows each match's time, court, category and round.
const stamp = Date.now() % 100_000_000;

test('the order of play opens on the next day with matches and turns days by tab', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const tournament = await createPublishedTournament(page, {
    name: `Πρόγραμμα Ημερών ${stamp}`,
    slug: `programma-imeron-${stamp}`,
    start: `${athensDay(1)} 09:00:00`,
    participationsEnd: `${athensDay(0)} 23:00:00`,
  });
  await enterApprovedMen(page, tournament, 4);
  const draw = await initializeKnockout(page, tournament, 4);
  const [first, second] = [...draw.matches].sort((a, b) => a.aa - b.aa);
  const schedule = (id: number, at: string) =>
    callApi(page, 'POST', `/api/matches/${id}/schedule`, { scheduledAt: at, clubId: 1, surface: 'clay' });
  // The first from the draw screen, on a court of the club.
  await page.goto(`/backoffice/tournaments/${tournament.id}/categories/${tournament.categoryId}`);
  await scheduleFromDraw(page, first!.aa, {
    day: athensDay(3),
    time: '18:30',
    club: 'Tennis Academy Φιλοθέης',
    surface: 'clay',
    court: 'Γήπεδο 2',
  });
  await schedule(second!.id, `${athensDay(5)} 10:00:00`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/tournaments/${HOST_SLUG}/${tournament.slug}/order-of-play`);
    const days = page.getByRole('tablist', { name: 'Ημέρες του τουρνουά' });
    // Tomorrow (the start) has nothing: the page opens on the day after next, the first with a match.
    await expect(days.getByRole('tab', { selected: true })).toContainText('1 αγώνας');
    await expect(days.getByRole('tab')).toHaveCount(3);
    await expect(page.getByLabel('Ημερομηνία')).toHaveValue(athensDay(3));
    const card = page.getByRole('tabpanel').getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('18:30');
    await expect(card).toContainText('Γήπεδο 2 · TAF');
    await expect(card).toContainText('ΑΑ · Ημιτελικά');
    await expect(card).toContainText(first!.home.displayName!);
    await page.screenshot({ path: testInfo.outputPath(`order-of-play-${width}.png`), fullPage: true });
  }

  // The last tab is the second semi-final's day; the arrows reach it too, and the link keeps the day.
  const days = page.getByRole('tablist', { name: 'Ημέρες του τουρνουά' });
  await days.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`date=${athensDay(5)}`));
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toContainText('10:00');
  await page.keyboard.press('Home');
  await expect(page.getByText('Δεν υπάρχουν προγραμματισμένοι αγώνες για την επιλεγμένη ημέρα')).toBeVisible();
});

test('the back office swaps two matches’ time and court by dragging one onto the other', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);
  const tournament = await createPublishedTournament(page, {
    name: `Σύρσιμο Αγώνων ${stamp}`,
    slug: `syrsimo-agonon-${stamp}`,
    start: `${athensDay(1)} 09:00:00`,
    participationsEnd: `${athensDay(0)} 23:00:00`,
  });
  await enterApprovedMen(page, tournament, 4);
  const draw = await initializeKnockout(page, tournament, 4);
  const [first, second] = [...draw.matches].sort((a, b) => a.aa - b.aa);
  for (const [id, at] of [
    [first!.id, `${athensDay(2)} 09:00:00`],
    [second!.id, `${athensDay(2)} 11:00:00`],
  ] as const)
    await callApi(page, 'POST', `/api/matches/${id}/schedule`, { scheduledAt: at, clubId: 1, surface: 'clay' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/backoffice/tournaments/${tournament.id}/order-of-play?date=${athensDay(2)}`);
  const cardOf = (name: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
  await expect(cardOf(first!.home.displayName!)).toContainText('09:00');
  await cardOf(first!.home.displayName!).dragTo(cardOf(second!.home.displayName!));
  await expect(page.getByText('Οι δύο αγώνες αντάλλαξαν ώρα και γήπεδο')).toBeVisible();
  await expect(cardOf(first!.home.displayName!)).toContainText('11:00');
  await expect(cardOf(second!.home.displayName!)).toContainText('09:00');
});
