import { expect, type Locator, type Page } from '@playwright/test';

export const HOST_SLUG = 'athens-tennis';

export type DrawMatchData = {
  id: number;
  aa: number;
  state: string;
  bye: boolean;
  home: { displayName: string | null };
  away: { displayName: string | null };
};
type GroupData = {
  letter: string;
  groupParticipants: { displayName: string; rank: number }[];
  groupMatches: DrawMatchData[];
};
export type DrawData = {
  data: {
    hasComeToAnEnd: boolean;
    winner: string | null;
    matches: DrawMatchData[];
    qualifierMatches: DrawMatchData[];
    groups: GroupData[];
    knockoutPhaseCategoryId: number | null;
  };
};
export type Client = { playerId: number; gender: number; displayName: string };

/** A day in Athens, `offsetDays` from today, as YYYY-MM-DD. */
export const athensDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Athens' });

/**
 * A call to the API with the page's session, as the app's own client makes it:
 * a mutation echoes the XSRF-TOKEN cookie. For the steps a journey sets up in
 * bulk (or that no screen offers yet), so the journey stays readable.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: await csrfHeaders(page),
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The header a mutation carries: the XSRF-TOKEN cookie echoed, as the app's own client does. */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** The host's male clients with a player profile, oldest first. */
export async function menOfHost(page: Page, count: number): Promise<Client[]> {
  const clients = (await callApi<{ data: Client[] }>(page, 'GET', '/api/clients?pageLength=100&sort=id')).data;
  const men = clients.filter((c) => c.gender === 0 && c.playerId !== null).slice(0, count);
  expect(men).toHaveLength(count);
  return men;
}

/** Enters a two-set score in the open match options dialog, the home side winning 6-3 6-4. */
export async function enterHomeWin(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Σκορ', exact: true }).click();
  const games = (part: string) => dialog.getByRole('group', { name: part }).getByRole('spinbutton');
  await games('1ο σετ').nth(0).fill('6');
  await games('1ο σετ').nth(1).fill('3');
  await games('2ο σετ').nth(0).fill('6');
  await games('2ο σετ').nth(1).fill('4');
  await expect(dialog.getByText('Σκορ: 6-3 6-4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Αποθήκευση σκορ' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The draw tile of one match (its aria-label is "#aa"). */
export const drawMatch = (page: Page, aa: number): Locator =>
  page.getByRole('article', { name: `#${aa}`, exact: true });

/** Opens a draw match's options and schedules it on the draw screen: day, quarter-hour time, one of the host's clubs, its surface and maybe a court. */
export async function scheduleFromDraw(
  page: Page,
  aa: number,
  slot: { day: string; time: string; club: string; surface: string; court?: string },
): Promise<void> {
  await drawMatch(page, aa)
    .getByRole('button', { name: `Επιλογές αγώνα ${aa}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Αποτέλεσμα και πρόγραμμα' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ημερομηνία').fill(slot.day);
  await dialog.getByLabel('Ώρα').selectOption(slot.time);
  await dialog.getByLabel('Όμιλος').selectOption({ label: slot.club });
  await dialog.getByLabel('Επιφάνεια').selectOption(slot.surface);
  if (slot.court) await dialog.getByLabel('Γήπεδο').selectOption({ label: slot.court });
  await dialog.getByRole('button', { name: 'Αποθήκευση προγράμματος' }).click();
  await expect(page.getByText('Ο αγώνας προγραμματίστηκε με επιτυχία')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Scores every playable match of a knockout draw from its tiles, qualifiers
 * first, until the category has a winner; `beforeFinal` runs once, when the
 * final is the match left. Answers the champion's name.
 */
export async function playDrawToChampion(
  page: Page,
  categoryId: number,
  beforeFinal?: (final: DrawMatchData) => Promise<void>,
): Promise<string> {
  const drawPath = `/api/tournaments/tournament-categories/${categoryId}/draw`;
  for (;;) {
    const draw = (await callApi<DrawData>(page, 'GET', drawPath)).data;
    if (draw.hasComeToAnEnd) return draw.winner!;
    const next = [...draw.qualifierMatches, ...draw.matches].find((m) => m.state === 'initialized' && !m.bye)!;
    if (beforeFinal && next.aa === Math.max(...draw.matches.map((m) => m.aa))) await beforeFinal(next);
    await drawMatch(page, next.aa)
      .getByRole('button', { name: `Επιλογές αγώνα ${next.aa}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Αποτέλεσμα και πρόγραμμα' }).click();
    await enterHomeWin(page);
    await expect(drawMatch(page, next.aa)).toContainText('6-3 6-4');
  }
}

export type SetUpTournament = { id: number; categoryId: number; slug: string };

/**
 * Creates a tournament of host 1 with men's singles (category 1) through the
 * back office's own call and publishes it; the category is played in the
 * league's format unless another one is given. The create form has its own
 * journey; the others start from here.
 */
export async function createPublishedTournament(
  page: Page,
  values: { name: string; slug: string; start: string; participationsEnd: string; matchFormat?: string },
): Promise<SetUpTournament> {
  const created = await callApi<{ data: { id: number; tournamentCategories: { id: number }[] } }>(
    page,
    'POST',
    '/api/tournaments',
    {
      name: values.name,
      slug: values.slug,
      clubId: 1,
      surface: 'clay',
      address: 'Κύπρου 12, Φιλοθέη',
      tournamentStart: values.start,
      tournamentEnd: null,
      participationsEnd: values.participationsEnd,
      firstCategoryCost: 20,
      secondCategoryCost: null,
      maxParticipations: null,
      contactPhones: null,
      sponsorIds: [],
      categoryIds: values.matchFormat ? [] : [1],
    },
  );
  const id = created.data.id;
  let categoryId = created.data.tournamentCategories[0]?.id;
  if (values.matchFormat) {
    const category = await callApi<{ data: { id: number; matchFormat: string } }>(
      page,
      'POST',
      `/api/tournaments/${id}/tournament-categories`,
      { hostCategoryId: 1, matchFormat: values.matchFormat },
    );
    expect(category.data.matchFormat).toBe(values.matchFormat);
    categoryId = category.data.id;
  }
  await callApi(page, 'POST', `/api/tournaments/${id}/next-state`);
  return { id, categoryId: categoryId!, slug: values.slug };
}

/** Makes the category two groups of four, a knockout of four to follow, through the back office's dialog. */
export async function initializeTwoGroupsOfFour(page: Page, tournament: SetUpTournament): Promise<void> {
  await page.goto(`/backoffice/tournaments/${tournament.id}/categories/${tournament.categoryId}`);
  await page.getByRole('button', { name: 'Αρχικοποίηση ταμπλό' }).click();
  const setup = page.getByRole('dialog');
  await setup.getByLabel('Όμιλοι').check();
  await setup.getByLabel('Αριθμός ομίλων').fill('2');
  await setup.getByLabel('Μέγεθος ομίλου').fill('4');
  await setup.getByLabel('Μετά τη φάση των ομίλων').selectOption({ label: 'Ακολουθεί ταμπλό' });
  await setup.getByLabel('Μέγεθος ταμπλό μετά τους ομίλους').selectOption('4');
  await setup.getByRole('button', { name: 'Αρχικοποίηση' }).click();
  await expect(page.getByText('Η κατηγορία αρχικοποιήθηκε με επιτυχία')).toBeVisible();
}

/** Enters the host's first `count` men in the category and approves them all. */
export async function enterApprovedMen(page: Page, tournament: SetUpTournament, count: number): Promise<void> {
  for (const man of await menOfHost(page, count)) {
    await callApi(page, 'POST', `/api/tournaments/${tournament.id}/participations`, {
      type: 'singles',
      playerId: man.playerId,
      tournamentCategoryIds: [tournament.categoryId],
    });
  }
  await callApi(page, 'POST', `/api/tournaments/${tournament.id}/participations/approve-all`, {
    tournamentCategoryId: tournament.categoryId,
  });
}

/** Draws the category as a knockout of `drawSize` without qualifiers; answers its draw. */
export async function initializeKnockout(
  page: Page,
  tournament: SetUpTournament,
  drawSize: number,
): Promise<DrawData['data']> {
  await callApi(
    page,
    'POST',
    `/api/tournaments/${tournament.id}/tournament-categories/${tournament.categoryId}/initialize`,
    {
      drawSize,
      qualifierMatches: 0,
    },
  );
  return (await callApi<DrawData>(page, 'GET', `/api/tournaments/tournament-categories/${tournament.categoryId}/draw`))
    .data;
}
