import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';
import {
  athensDay,
  callApi,
  drawMatch,
  HOST_SLUG,
  menOfHost,
  playDrawToChampion,
  scheduleFromDraw,
  type Client,
} from './tournament-helpers';

// Issue 4 journey: the host creates a tournament with a singles and a doubles
// category and publishes it; a guest signs up with a teammate; the host
// approves, marks paid, seeds, makes a 16-draw with byes and a qualifier
// (filled by two late entrants), schedules the final and scores the draw to a
// champion; the public draws and order of play show it.
const stamp = Date.now() % 100_000_000;
const GUEST = { phone: `69${String(stamp).padStart(8, '0')}`, surname: 'Δοκιμάκης', name: 'Στέλιος' };
const TEAMMATE = { phone: `69${String(stamp + 1).padStart(8, '0')}`, surname: 'Συμπαικτάκης', name: 'Μάρκος' };

async function createTournament(page: Page, name: string): Promise<{ id: number; slug: string }> {
  await page.goto('/backoffice/tournaments/create');
  await page.getByLabel('Όνομα', { exact: true }).fill(name);
  await page.getByLabel('Όμιλος').selectOption({ label: 'Tennis Academy Φιλοθέης' });
  // Choosing the club fills in its address.
  await expect(page.getByLabel('Διεύθυνση')).toHaveValue(/Φιλοθέη/);
  await page.getByLabel('Επιφάνεια').selectOption('clay');
  await page.getByLabel('Έναρξη τουρνουά').fill(`${athensDay(7)}T17:00`);
  await page.getByLabel('Λήξη τουρνουά').fill(`${athensDay(14)}T21:00`);
  await page.getByLabel('Λήξη συμμετοχών').fill(`${athensDay(5)}T23:00`);
  await page.getByLabel('Κόστος πρώτης κατηγορίας (€)').fill('25');
  await page.getByLabel('Κόστος δεύτερης κατηγορίας (€)').fill('15');
  await page.getByRole('checkbox', { name: /^Ανδρών Απλό\s*Απλό/ }).check();
  await page.getByRole('checkbox', { name: /^Ανδρών Διπλό/ }).check();
  const slug = await page.getByLabel('Κωδικός σελίδας').inputValue();
  expect(slug).toMatch(/^[a-z0-9-]+$/);
  await page.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }).click();
  await expect(page.getByText('Το τουρνουά δημιουργήθηκε με επιτυχία')).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/tournaments\/\d+$/);
  return { id: Number(new URL(page.url()).pathname.split('/').pop()), slug };
}

/** The guest's own details and, in the second card, the teammate's. */
async function fillParticipant(page: Page, heading: string, person: typeof GUEST): Promise<void> {
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });
  await card.getByLabel('Κινητό').fill(person.phone);
  await card.getByLabel('Επώνυμο').fill(person.surname);
  await card.getByLabel('Όνομα').fill(person.name);
  await card.getByLabel('Φύλο').selectOption({ label: 'Άνδρας' });
}

/** The back office's player picker: type the surname, pick the player. */
async function pickPlayer(scope: Locator, player: Client): Promise<void> {
  await scope.getByLabel('Αθλητής').fill(player.displayName.split(' ').at(-1)!);
  // Each option reads the player's name, then their ATRP.
  await scope.getByRole('option', { name: new RegExp(`^${player.displayName} \\d`) }).click();
}

async function chooseRowAction(page: Page, row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /Ενέργειες/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a host runs a knockout tournament from the create form to a champion on the public draws', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'host@demo.gr');
  await acceptCookies(page);

  // The host creates the tournament in draft and publishes it, which opens participations.
  const name = `Κύπελλο Φθινοπώρου ${stamp}`;
  const tournament = await createTournament(page, name);
  await expect(page.getByText('Πρόχειρο')).toBeVisible();
  await page.getByRole('button', { name: 'Δημοσίευση και άνοιγμα συμμετοχών' }).click();
  await page.getByRole('dialog', { name: 'Δημοσίευση τουρνουά;' }).getByRole('button', { name: 'Δημοσίευση' }).click();
  await expect(page.getByText('Δημοσιευμένο')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ανοιχτές συμμετοχές' })).toBeChecked();

  // A guest finds the landing page and signs up for both categories with a teammate.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/tournaments/${HOST_SLUG}/${tournament.slug}`);
  await expect(guest.getByRole('heading', { name })).toBeVisible();
  await acceptCookies(guest);
  await guest.getByRole('link', { name: 'Δήλωση συμμετοχής' }).click();
  await fillParticipant(guest, 'Τα στοιχεία σας', GUEST);
  await guest.getByRole('button', { name: 'Προσθήκη συμπαίκτη' }).click();
  await fillParticipant(guest, 'Στοιχεία συμπαίκτη', TEAMMATE);
  await guest.getByRole('checkbox', { name: 'Ανδρών Απλό' }).check();
  await guest.getByRole('checkbox', { name: 'Ανδρών Διπλό' }).check();
  await guest.getByLabel('Αποδέχομαι τους όρους χρήσης και επικοινωνίας').check();
  await guest.getByRole('button', { name: 'Υποβολή συμμετοχής' }).click();
  await expect(guest.getByText('Οι συμμετοχές καταχωρήθηκαν με επιτυχία')).toBeVisible();

  // Eleven men enter the singles from the back office: one through its add screen, the rest by its add call.
  const categories = (
    await callApi<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      `/api/tournaments/${tournament.id}/tournament-categories`,
    )
  ).data;
  const singles = categories.find((c) => c.name === 'Ανδρών Απλό')!;
  const men = await menOfHost(page, 13);
  await page.goto(`/backoffice/tournaments/${tournament.id}/participations/create`);
  await pickPlayer(page.locator('main'), men[0]!);
  await page.getByRole('checkbox', { name: 'Ανδρών Απλό' }).check();
  await page.getByRole('button', { name: 'Καταχώρηση' }).click();
  await expect(page.getByText('Η συμμετοχή καταχωρήθηκε με επιτυχία')).toBeVisible();
  for (const man of men.slice(1, 11)) {
    await callApi(page, 'POST', `/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: man.playerId,
      tournamentCategoryIds: [singles.id],
    });
  }

  // The host approves the doubles team by hand and the singles all at once, then marks the guest paid.
  await page.goto(`/backoffice/tournaments/${tournament.id}/participations?pageLength=25`);
  // The team's row is the guest's: its actions button names the guest first (the teammate's row names them the other way round).
  const guestTeam = page.getByRole('row').filter({
    has: page.getByRole('button', {
      name: new RegExp(`^Ενέργειες για [^–]*${GUEST.surname} – [^–]*${TEAMMATE.surname}$`),
    }),
  });
  await chooseRowAction(page, guestTeam, 'Έγκριση');
  await expect(page.getByText('Η συμμετοχή εγκρίθηκε')).toBeVisible();
  await page.getByRole('combobox', { name: /^Κατηγορία/ }).selectOption({ label: 'Ανδρών Απλό' });
  await page.getByRole('button', { name: 'Έγκριση όλων' }).click();
  await expect(page.getByText(/12 συμμετοχές εγκρίθηκαν/)).toBeVisible();
  const guestSingles = page.getByRole('row', { name: new RegExp(GUEST.surname) }).filter({ hasText: 'Ανδρών Απλό' });
  await expect(guestSingles.getByRole('cell', { name: 'Εγκρίθηκε' })).toBeVisible();
  await chooseRowAction(page, guestSingles, 'Σήμανση ως πληρωμένη');
  await expect(guestSingles.getByText(/Πληρώθηκε/)).toBeVisible();

  // Seeds, on the category screen: the host sets how many (12 entrants make a 16-draw: 4 seeds are
  // proposed; up to 8 are allowed, as a round robin of four groups seeds two per group)
  // and draws them among the best rated, then gives seed 4 to the guest by hand, from the participations list.
  await page.goto(`/backoffice/tournaments/${tournament.id}/categories`);
  await page.getByRole('link', { name: 'Ανδρών Απλό', exact: true }).click();
  await page.getByRole('tab', { name: 'Συμμετοχές' }).click();
  const seeds = page.getByRole('region', { name: 'Κεφαλές σειράς' });
  await expect(seeds.getByText('Δεν έχει οριστεί ακόμη πόσες κεφαλές σειράς έχει η κατηγορία.')).toBeVisible();
  await seeds.getByRole('button', { name: 'Ορισμός αριθμού κεφαλών σειράς' }).click();
  await expect(page.getByRole('dialog').getByLabel('Αριθμός κεφαλών σειράς (1 έως 8)')).toHaveValue('4');
  await page.getByRole('dialog').getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Ο αριθμός των κεφαλών σειράς της κατηγορίας ορίστηκε')).toBeVisible();
  await expect(seeds.getByText('Αριθμός κεφαλών σειράς: 4')).toBeVisible();
  await seeds.getByRole('button', { name: 'Τυχαία ανάθεση κεφαλών σειράς' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ανάθεση' }).click();
  await expect(page.getByText('Οι κεφαλές σειράς της κατηγορίας ορίστηκαν')).toBeVisible();
  // The category's participations tab lists its entries with the participations page's own actions.
  await expect(page).toHaveURL(/\/categories\/\d+\/participations$/);
  await page.goto(`${page.url()}?pageLength=25`);
  await expect(page.getByRole('tab', { name: 'Συμμετοχές' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Κατηγορία' })).toHaveCount(0);
  await expect(guestSingles).toBeVisible();
  await chooseRowAction(
    page,
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: '4', exact: true }) }),
    'Αφαίρεση κεφαλής σειράς',
  );
  await expect(page.getByText('Η κεφαλή σειράς της συμμετοχής αφαιρέθηκε')).toBeVisible();
  await chooseRowAction(page, guestSingles, 'Ορισμός κεφαλής σειράς');
  await page
    .getByRole('dialog')
    .getByLabel(/Κεφαλή σειράς/)
    .fill('4');
  await page.getByRole('dialog').getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Η κεφαλή σειράς της συμμετοχής ορίστηκε')).toBeVisible();
  await expect(guestSingles.getByRole('cell', { name: '4', exact: true })).toBeVisible();

  // The draw: 12 entrants and a qualifier in a 16-draw, so three byes face seeds 1 to 3.
  await page.goto(`/backoffice/tournaments/${tournament.id}/categories`);
  await page.getByRole('link', { name: 'Ανδρών Απλό', exact: true }).click();
  await page.getByRole('button', { name: 'Αρχικοποίηση ταμπλό' }).click();
  const setup = page.getByRole('dialog');
  await setup.getByLabel('Μέγεθος ταμπλό').selectOption('16');
  await setup.getByLabel('Προκριματικοί αγώνες').fill('1');
  await setup.getByRole('button', { name: 'Αρχικοποίηση' }).click();
  await expect(page.getByText('Η κατηγορία αρχικοποιήθηκε με επιτυχία')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Προκριματικοί' })).toBeVisible();
  await expect(page.getByText('BYE', { exact: true })).toHaveCount(3);

  // Two late entrants come in through the draws page's quick-add and fill the qualifier match.
  await page.goto(`/backoffice/tournaments/${tournament.id}/draws`);
  const unplaced = page.getByRole('region', { name: 'Συμμετοχές εκτός ταμπλό' });
  for (const late of men.slice(11, 13)) {
    await page.getByRole('button', { name: 'Γρήγορη προσθήκη συμμετοχής' }).click();
    await pickPlayer(page.getByRole('dialog'), late);
    await page.getByRole('dialog').getByRole('button', { name: 'Καταχώρηση' }).click();
    await expect(unplaced.getByText(late.displayName)).toBeVisible();
  }
  for (const [late, side] of [
    [men[11]!, 'πάνω'],
    [men[12]!, 'κάτω'],
  ] as const) {
    await unplaced.getByRole('button', { name: `Τοποθέτηση ${late.displayName}` }).click();
    await page.getByRole('menuitem', { name: `Π1 · ${side}` }).click();
    await expect(drawMatch(page, -1)).toContainText(late.displayName);
  }
  await page.getByRole('button', { name: 'Προώθηση όλων των BYE' }).click();
  await expect(page.getByText('Οι αγώνες με BYE προχώρησαν')).toBeVisible();

  // The host scores every playable match from the draw, the qualifier first, until a champion is left;
  // the final is first scheduled from its options: it is the match the order of play shows.
  const champion = await playDrawToChampion(page, singles.id, (final) =>
    scheduleFromDraw(page, final.aa, {
      day: athensDay(7),
      time: '19:00',
      club: 'Tennis Academy Φιλοθέης',
      surface: 'clay',
    }),
  );
  await expect(page.getByText(`Νικητής: ${champion}`)).toBeVisible();

  // The host starts the tournament, which publishes the draws.
  await page.goto(`/backoffice/tournaments/${tournament.id}`);
  await page.getByRole('button', { name: 'Έναρξη και δημοσίευση κληρώσεων' }).click();
  await page.getByRole('dialog', { name: 'Έναρξη τουρνουά;' }).getByRole('button', { name: 'Έναρξη' }).click();
  await expect(page.getByText('Σε εξέλιξη')).toBeVisible();

  // The public: the champion's name in the final of the draws, the final on the order of play.
  await guest.goto(`/tournaments/${HOST_SLUG}/${tournament.slug}`);
  await guest.getByRole('link', { name: 'Κληρώσεις' }).click();
  // The categories are badges by abbreviation: ΑΑ (men's singles), shown first.
  await expect(guest.getByRole('button', { name: 'ΑΑ', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const final = guest.getByRole('region', { name: 'Τελικός' });
  await expect(final.getByText(champion)).toBeVisible();
  await guest.goto(`/tournaments/${HOST_SLUG}/${tournament.slug}`);
  await guest.getByRole('link', { name: 'Πρόγραμμα αγώνων' }).click();
  await guest.getByLabel('Ημερομηνία').fill(athensDay(7));
  await expect(guest.getByText('19:00')).toBeVisible();
  await expect(guest.getByText(champion)).toBeVisible();
  await expect(guest.getByText('6-3 6-4')).toBeVisible();
  await guestContext.close();
});
