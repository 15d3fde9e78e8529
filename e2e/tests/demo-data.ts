import { expect, type APIRequestContext } from '@playwright/test';

// What the journeys expect is read from the data the app serves, never typed in:
// the demo season, its slugs and ids, and "this year" all move with the seed and the clock.

/** Host 1, whose back office lands on its championship page (spec 1 §6). */
const MAIN_HOST_ID = 1;

interface MenuEntry {
  id: number;
  slug: string;
  state: string;
  type: 'singles' | 'doubles';
  gender: number;
  year: number;
}

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function championshipMenu(request: APIRequestContext): Promise<MenuEntry[]> {
  return (await readJson<{ data: MenuEntry[] }>(request, '/api/championships-menu')).data;
}

async function hostIdOf(request: APIRequestContext, championshipId: number): Promise<number> {
  return (await readJson<{ data: { host: { id: number } } }>(request, `/api/championships/${championshipId}`)).data.host
    .id;
}

/** The calendar year in Athens, by which the server picks "this year's" championship. */
function athensYear(): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Athens', year: 'numeric' }).format(new Date()));
}

/**
 * Where host 1's back office lands after login: this year's men's singles
 * championship of host 1 (the newest when there are several), or /home in a
 * year the data has none.
 */
export async function mainHostLandingPath(request: APIRequestContext): Promise<string> {
  const candidates = (await championshipMenu(request))
    .filter((entry) => entry.type === 'singles' && entry.gender === 0 && entry.year === athensYear())
    .sort((a, b) => b.id - a.id);
  for (const entry of candidates) {
    if ((await hostIdOf(request, entry.id)) === MAIN_HOST_ID) return `/championships/${entry.slug}`;
  }
  return '/home';
}

/** Host 1's underway women's singles championship: the one a new player registers for. */
export async function underwayWomensChampionship(request: APIRequestContext): Promise<{ id: number; slug: string }> {
  for (const entry of await championshipMenu(request)) {
    const women = entry.type === 'singles' && entry.gender === 1 && entry.state === 'underway';
    if (women && (await hostIdOf(request, entry.id)) === MAIN_HOST_ID) return { id: entry.id, slug: entry.slug };
  }
  throw new Error("the demo data has no underway women's championship of host 1");
}

/** The first player the global search finds for `term`, as the palette lists it. */
export async function firstPlayerFound(
  request: APIRequestContext,
  term: string,
): Promise<{ title: string; url: string }> {
  const url = `/api/global-search?q=${encodeURIComponent(term)}`;
  const [first] = (await readJson<{ data: { players: { title: string; url: string }[] } }>(request, url)).data.players;
  if (!first) throw new Error(`the global search finds no player for "${term}"`);
  return first;
}
