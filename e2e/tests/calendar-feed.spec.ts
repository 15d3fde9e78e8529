import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// Issue 13: a player makes the private address of their matches' calendar on
// their profile, and a calendar app (no cookie, only the address) subscribes
// to it: the feed parses with a real iCalendar parser, and each match starts
// at the time the platform shows for it on an Athens clock.

type Player = { id: number; nextMatch: { id: number; scheduledAt: string | null } | null };

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Each event's match id and its start on an Athens wall clock, `YYYY-MM-DD HH:mm:ss`, as the platform writes times. */
function readFeed(text: string): Map<number, string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const athens = ICAL.TimezoneService.get('Europe/Athens')!;
  const starts = new Map<number, string>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const local = event.startDate.convertToZone(athens).toString().replace('T', ' ');
    starts.set(Number(/^match-(\d+)@/.exec(event.uid)?.[1]), local);
  }
  return starts;
}

async function photograph(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a player subscribes to the calendar of their matches', async ({ page, baseURL }) => {
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  const me = await readJson<{ user: { player: { id: number } } }>(page.request, '/api/user');
  const playerId = me.user.player.id;
  await page.goto(`/players/${playerId}`);

  await page.getByRole('button', { name: 'Δημιουργία διεύθυνσης ημερολογίου' }).click();
  const address = page.getByLabel('Διεύθυνση ημερολογίου');
  await expect(address).toHaveValue(/\/api\/calendar\/players\/[\w-]{43}\/matches\.ics$/);
  const url = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Άνοιγμα στην εφαρμογή ημερολογίου' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await photograph(page, 'calendar-card');

  // The calendar app: no session, only the address.
  const app = await playwrightRequest.newContext({ baseURL });
  const feed = await app.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const starts = readFeed(await feed.text());
  expect(starts.size).toBeGreaterThan(0);

  // Every match the profile lists with a time starts in the feed at that time.
  const profile = await readJson<{ data: Player & { recentResults: Player['nextMatch'][] } }>(
    page.request,
    `/api/players/${playerId}?includeRecentResults=1`,
  );
  const shown = [profile.data.nextMatch, ...profile.data.recentResults].filter(
    (match): match is { id: number; scheduledAt: string } => match !== null && match.scheduledAt !== null,
  );
  const inFeed = shown.filter((match) => starts.has(match.id));
  expect(inFeed.length).toBeGreaterThan(0);
  for (const match of inFeed) expect(starts.get(match.id), `match ${match.id}`).toBe(match.scheduledAt);

  // The next match alone, as a file.
  if (profile.data.nextMatch?.scheduledAt) {
    const link = page.getByRole('link', { name: 'Προσθήκη στο ημερολόγιο (.ics)' });
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(readFeed(await file.text()).get(profile.data.nextMatch.id)).toBe(profile.data.nextMatch.scheduledAt);
  }

  // Removed, the address opens nothing any more.
  await page.getByRole('button', { name: 'Κατάργηση' }).click();
  await page.getByRole('button', { name: 'Είστε σίγουροι;' }).click();
  await expect(page.getByRole('button', { name: 'Δημιουργία διεύθυνσης ημερολογίου' })).toBeVisible();
  expect((await app.get(new URL(url).pathname)).status()).toBe(404);
  await app.dispose();
});
