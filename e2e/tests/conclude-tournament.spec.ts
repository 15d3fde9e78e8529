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

// Concluding a tournament is not a click to take back lightly: the back office
// asks first and says what is left unplayed; Cancel changes nothing.
test('concluding a tournament with unplayed matches asks first and shows what is left', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  // Set up by the back office's own calls: an underway tournament whose men's singles
  // has a knockout draw of four, none of its three matches played.
  const tournament = await createPublishedTournament(page, {
    name: `Κύπελλο Λήξης ${stamp}`,
    slug: `kypello-lixis-${stamp}`,
    start: `${athensDay(3)} 17:00:00`,
    participationsEnd: `${athensDay(2)} 23:00:00`,
  });
  const id = tournament.id;
  await enterApprovedMen(page, tournament, 4);
  await initializeKnockout(page, tournament, 4);
  await callApi(page, 'POST', `/api/tournaments/${id}/next-state`);
  const stateOf = async () =>
    (await callApi<{ data: { state: string } }>(page, 'GET', `/api/tournaments/${id}`)).data.state;
  expect(await stateOf()).toBe('underway');

  await page.goto(`/backoffice/tournaments/${id}`);
  await expect(page.getByText('Σε εξέλιξη')).toBeVisible();

  // Asked first, with the count of what is left.
  await page.getByRole('button', { name: 'Ολοκλήρωση' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ολοκλήρωση τουρνουά;' });
  await expect(dialog.getByText('3 αγώνες του κυρίως ταμπλό δεν έχουν παιχτεί')).toBeVisible();

  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Άκυρο' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stateOf()).toBe('underway');
  await expect(page.getByText('Σε εξέλιξη')).toBeVisible();

  // Confirming concludes.
  await page.getByRole('button', { name: 'Ολοκλήρωση' }).click();
  await expect(dialog.getByText('3 αγώνες του κυρίως ταμπλό δεν έχουν παιχτεί')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ολοκλήρωση' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Ολοκληρώθηκε').first()).toBeVisible();
  expect(await stateOf()).toBe('archived');
  // Nothing to print once it is over.
  await expect(page.getByRole('link', { name: 'Εκτύπωση νικητών' })).toHaveCount(0);
});
