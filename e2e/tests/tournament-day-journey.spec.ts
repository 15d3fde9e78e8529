import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  csrfHeaders,
  enterApprovedMen,
  HOST_SLUG,
  initializeTwoGroupsOfFour,
  type DrawData,
  type DrawMatchData,
} from './tournament-helpers';

// Issue 14's journey: a round robin of two groups of four played best of three
// full sets, through a withdrawal, an alternate, the knockout with the
// groups' crossover and a walkover in a semifinal, while a spectator follows
// the public draws on a phone: each score shows there within two seconds,
// without a reload.
const stamp = Date.now() % 100_000_000;
const BEST_OF_THREE = 'SET3-S:6/TB7';
const none = { home: null, away: null };
/** The home side wins a tie-break first set (the loser's 5 points), loses the second, wins the third. */
const THREE_SETS = { s1: { home: 7, away: 6, tb: 5 }, s2: { home: 3, away: 6 }, s3: { home: 6, away: 4 } };
const THREE_SETS_TEXT = '7-6(5) 3-6 6-4';

type GroupMember = { id: number; participationId: number; displayName: string; rank: number; withdrawn: boolean };
type Group = { id: number; letter: string; groupParticipants: GroupMember[]; groupMatches: DrawMatchData[] };

async function drawOf(page: Page, categoryId: number) {
  const draw = await callApi<DrawData>(page, 'GET', `/api/tournaments/tournament-categories/${categoryId}/draw`);
  return draw.data as DrawData['data'] & { groups: Group[]; unplacedParticipations: { displayName: string }[] };
}

/** The spectator's view of a match (a group's row or a draw's tile): where both names are. */
const rowOf = (spectator: Page, match: DrawMatchData) =>
  spectator
    .locator('li, article')
    .filter({ hasText: match.home.displayName! })
    .filter({ hasText: match.away.displayName! })
    .first();

test('a round robin best of three sets runs through a withdrawal, an alternate, the crossover and a walkover, live on a phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  // A published tournament whose men's singles are played best of three full sets.
  const slug = `imera-${stamp}`;
  const tournament = await createPublishedTournament(page, {
    name: `Ημέρα Τουρνουά ${stamp}`,
    slug,
    start: `${athensDay(3)} 17:00:00`,
    participationsEnd: `${athensDay(2)} 23:00:00`,
    matchFormat: BEST_OF_THREE,
  });
  const { categoryId } = tournament;
  // Nine men for eight places: the one the groups leave out is the alternate.
  await enterApprovedMen(page, tournament, 9);
  // Two groups of four, a knockout of four to follow.
  await initializeTwoGroupsOfFour(page, tournament);

  // The spectator: a phone of their own, signed in as nobody, on the public draws.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const spectator = await phone.newPage();
  const streamOpened = spectator.waitForResponse((response) => response.url().endsWith('/live') && response.ok());
  await spectator.goto(`/tournaments/${HOST_SLUG}/${slug}/draws?categoryId=${categoryId}`);
  await expect(spectator.getByRole('region', { name: 'Όμιλος Α' })).toBeVisible();
  await streamOpened;
  await spectator.evaluate(() => Object.assign(window, { neverReloaded: true }));

  /** Scores a match through the back office's call and sees it on the phone within two seconds. */
  const scoreLive = async (match: DrawMatchData, score: object, text: string) => {
    await callApi(page, 'POST', `/api/matches/${match.id}/score`, score);
    await expect(rowOf(spectator, match)).toContainText(text, { timeout: 2_000 });
  };

  // Group Α is played out, every match over three sets.
  let draw = await drawOf(page, categoryId);
  expect(draw.unplacedParticipations).toHaveLength(1);
  const alternate = draw.unplacedParticipations[0]!;
  for (const match of draw.groups[0]!.groupMatches) await scoreLive(match, THREE_SETS, THREE_SETS_TEXT);

  // In group Β one man plays once and withdraws: his played match stays, his others are cancelled.
  const groupB = draw.groups[1]!;
  const leaving = groupB.groupParticipants[3]!;
  const hisMatches = groupB.groupMatches.filter((m) =>
    [m.home.displayName, m.away.displayName].includes(leaving.displayName),
  );
  await scoreLive(hisMatches[0]!, THREE_SETS, THREE_SETS_TEXT);
  await page.reload();
  await page.getByRole('button', { name: `Απόσυρση ${leaving.displayName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Απόσυρση' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(spectator.getByRole('region', { name: 'Όμιλος Β' })).toContainText('Αποσύρθηκε', { timeout: 2_000 });

  // The alternate takes his place for the matches he left.
  await page.getByRole('button', { name: `Αναπληρωματικός στη θέση ${leaving.displayName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Αναπληρωματικός').selectOption({ label: alternate.displayName });
  await dialog.getByRole('button', { name: 'Είσοδος στον όμιλο' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(spectator.getByRole('region', { name: 'Όμιλος Β' })).toContainText(alternate.displayName, {
    timeout: 2_000,
  });

  // The rest of group Β, the alternate's matches among them.
  draw = await drawOf(page, categoryId);
  const left = draw.groups[1]!.groupMatches.filter((m) => m.state === 'initialized');
  expect(left.filter((m) => [m.home.displayName, m.away.displayName].includes(alternate.displayName))).toHaveLength(2);
  for (const match of left) await scoreLive(match, THREE_SETS, THREE_SETS_TEXT);

  // The knockout pairs the groups' places crosswise, winners in opposite halves: Α1–Β2 on lines 1–2, Α2–Β1 on 3–4.
  draw = await drawOf(page, categoryId);
  const placed = (group: Group, rank: number) => group.groupParticipants.find((p) => p.rank === rank)!.displayName;
  const [a, b] = draw.groups;
  await page.reload();
  await page.getByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }).click();
  await expect(page.getByText('Η κατηγορία προχώρησε στη φάση του ταμπλό')).toBeVisible();
  const knockoutId = (await drawOf(page, categoryId)).knockoutPhaseCategoryId!;
  const knockout = await drawOf(page, knockoutId);
  const semis = knockout.matches.filter((m) => !m.bye && m.state === 'initialized');
  expect(semis.map((m) => [m.home.displayName, m.away.displayName])).toEqual([
    [placed(a!, 1), placed(b!, 2)],
    [placed(a!, 2), placed(b!, 1)],
  ]);

  // The phone turns to the knockout; a group result can no longer change.
  await spectator.goto(`/tournaments/${HOST_SLUG}/${slug}/draws?categoryId=${knockoutId}`);
  await expect(spectator.getByText(placed(a!, 1)).first()).toBeVisible();
  await spectator.evaluate(() => Object.assign(window, { neverReloaded: true }));
  const locked = await page.request.post(`/api/matches/${a!.groupMatches[0]!.id}/rollback`, {
    headers: await csrfHeaders(page),
  });
  expect(locked.status()).toBe(409);

  // A semifinal by walkover (the B2 man does not come), the other over three sets, then the final.
  const [top, bottom] = semis;
  await callApi(page, 'POST', `/api/matches/${top!.id}/score`, { s1: none, s2: none, wo: 'away' });
  await expect(spectator.getByText('w/o').first()).toBeVisible({ timeout: 2_000 });
  await scoreLive(bottom!, THREE_SETS, THREE_SETS_TEXT);
  const final = (await drawOf(page, knockoutId)).matches.find((m) => m.state === 'initialized' && !m.bye)!;
  expect([final.home.displayName, final.away.displayName]).toEqual([placed(a!, 1), placed(a!, 2)]);
  await callApi(page, 'POST', `/api/matches/${final.id}/score`, {
    s1: { home: 6, away: 4 },
    s2: { home: 6, away: 4 },
  });
  // The phone stays on the round it showed; the spectator turns to the final.
  await spectator.getByRole('tab', { name: 'Τελικός' }).click();
  await expect(spectator.getByRole('tabpanel')).toContainText('6-4 6-4', { timeout: 2_000 });
  expect(await spectator.evaluate(() => (window as { neverReloaded?: boolean }).neverReloaded)).toBe(true);
  await spectator.screenshot({ path: testInfo.outputPath('tournament-day-knockout-375.png'), fullPage: true });

  // As it reads when it is over: the groups and the landing page, on the phone and on a desktop.
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const [name, viewer] of [
    ['375', spectator],
    ['1280', await desktop.newPage()],
  ] as const) {
    await viewer.goto(`/tournaments/${HOST_SLUG}/${slug}/draws?categoryId=${categoryId}`);
    await expect(viewer.getByRole('region', { name: 'Όμιλος Β' })).toContainText('Αποσύρθηκε');
    // The knockout below the groups: round tabs on the phone, the whole bracket on a desktop.
    await expect(viewer.getByRole('tab', { name: 'Τελικός' })).toHaveCount(name === '375' ? 1 : 0);
    await viewer.screenshot({ path: testInfo.outputPath(`round-robin-${name}.png`), fullPage: true });
    await viewer.goto(`/tournaments/${HOST_SLUG}/${slug}`);
    await expect(viewer.getByRole('heading', { level: 1 })).toContainText(`Ημέρα Τουρνουά ${stamp}`);
    await viewer.screenshot({ path: testInfo.outputPath(`landing-${name}.png`), fullPage: true });
  }
  await desktop.close();
  await phone.close();
});
