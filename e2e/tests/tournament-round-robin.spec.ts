import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  createPublishedTournament,
  enterApprovedMen,
  enterHomeWin,
  HOST_SLUG,
  initializeTwoGroupsOfFour,
  playDrawToChampion,
  type DrawData,
} from './tournament-helpers';

// Issue 4 journey: a singles category plays as two round-robin groups of four;
// the host scores every group match, proceeds the top two of each group to a
// knockout of 4 and plays it to a champion, whom the public draws show.
const stamp = Date.now() % 100_000_000;

test('a round-robin category of two groups proceeds to a knockout of four', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  // Set up by the back office's own calls (the create form has its journey): a published
  // tournament with men's singles and eight approved entrants.
  const slug = `omiloi-${stamp}`;
  const tournament = await createPublishedTournament(page, {
    name: `Όμιλοι Χειμώνα ${stamp}`,
    slug,
    start: `${athensDay(3)} 17:00:00`,
    participationsEnd: `${athensDay(2)} 23:00:00`,
  });
  const { categoryId } = tournament;
  await enterApprovedMen(page, tournament, 8);

  // The host makes two groups of four, with a knockout of 4 to follow.
  await initializeTwoGroupsOfFour(page, tournament);
  const groupA = page.getByRole('region', { name: 'Όμιλος Α' });
  const groupB = page.getByRole('region', { name: 'Όμιλος Β' });
  await expect(groupA.getByRole('listitem')).toHaveCount(6);
  await expect(groupB.getByRole('listitem')).toHaveCount(6);

  // Every group match is scored from its row: the home side wins each.
  const drawPath = `/api/tournaments/tournament-categories/${categoryId}/draw`;
  for (const group of (await callApi<DrawData>(page, 'GET', drawPath)).data.groups) {
    const region = page.getByRole('region', { name: `Όμιλος ${group.letter}` });
    for (const match of group.groupMatches) {
      const row = region
        .getByRole('listitem')
        .filter({ hasText: match.home.displayName! })
        .filter({ hasText: match.away.displayName! });
      await row.getByRole('button', { name: 'Επιλογές' }).click();
      await enterHomeWin(page);
      await expect(row).toContainText('6-3 6-4');
    }
  }
  // Each group's standings now put its winner on top.
  const groups = (await callApi<DrawData>(page, 'GET', drawPath)).data.groups;
  const winners = groups.map((group) => group.groupParticipants.find((p) => p.rank === 1)!.displayName);
  await expect(groupA.getByRole('row').nth(1)).toContainText(winners[0]!);
  await expect(groupB.getByRole('row').nth(1)).toContainText(winners[1]!);

  // The dialog shows the crossover of the standings: Α1–Β2 on top, Α2–Β1 below.
  await page.getByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }).click();
  const proceed = page.getByRole('dialog');
  await expect(proceed.getByRole('listitem').first()).toContainText(`Α1${winners[0]}`);
  await expect(proceed.getByRole('listitem').nth(1)).toContainText(`Β1${winners[1]}`);
  await proceed.getByRole('button', { name: 'Προώθηση στη φάση του ταμπλό' }).click();
  await expect(page.getByText('Η κατηγορία προχώρησε στη φάση του ταμπλό')).toBeVisible();
  const knockout = page.getByRole('region', { name: 'Ημιτελικά' });
  for (const winner of winners) await expect(knockout.getByText(winner)).toBeVisible();
  // The groups are over: no more group changes are offered.
  await expect(page.getByRole('button', { name: 'Προσθήκη ομίλου' })).toHaveCount(0);

  const knockoutId = (await callApi<DrawData>(page, 'GET', drawPath)).data.knockoutPhaseCategoryId!;
  const champion = await playDrawToChampion(page, knockoutId);
  await expect(page.getByText(`Νικητής: ${champion}`)).toBeVisible();

  // The public draws show the groups and, below them, the knockout's final with the champion.
  await page.goto(`/tournaments/${HOST_SLUG}/${slug}/draws`);
  await expect(page.getByRole('region', { name: 'Όμιλος Α' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Τελικός' }).getByText(champion)).toBeVisible();
});
