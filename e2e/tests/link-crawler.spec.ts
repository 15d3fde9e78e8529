import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainHostLandingPath } from './demo-data';
import { DEMO_PASSWORD, signIn } from './helpers';

// Issue 12: no link anywhere leads to a not-found page. From the home page, a
// tournament's and a championship's page (as a guest) and the dashboard of each
// demo role, every same-origin link is followed two clicks deep: each one must
// answer without an HTTP error, and a sample of each kind of page (ids counted
// as one kind) is opened in the browser, which must not draw a not-found page.

type Role = 'guest' | 'player' | 'newuser' | 'employee' | 'host' | 'host2' | 'admin' | 'god';
const SIGNED_IN: readonly Exclude<Role, 'guest'>[] = ['player', 'newuser', 'employee', 'host', 'host2', 'admin', 'god'];

const DEPTH = 2;
/** Pages opened in the browser per kind of page (the path with its ids as {id}), per role. */
const SAMPLES_PER_KIND = 1;

/** Links a crawler must not follow: they end the session, change data or download files, not pages. */
const SKIPPED = [
  /^\/logout\b/,
  /^\/self-transform\b/,
  /^\/api\//,
  /^\/god\/artisan-console\/./,
  /^\/verify-email\//,
  /^\/email\//,
  /\/wallet\/create\b/,
];

/** What the app draws instead of a page that is not there (the generic page and the player's). */
const NOT_FOUND_TITLES = ['Η σελίδα που ζητήσατε δε βρέθηκε', 'Ο αθλητής δε βρέθηκε'];

const kindOf = (path: string) => path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}');

async function linksOn(page: Page): Promise<string[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .filter((a) => !a.hasAttribute('download'))
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search),
  );
}

/** What is wrong with an opened page, or null. */
async function problemOf(page: Page): Promise<string | null> {
  const heading = (await page.getByRole('heading', { level: 1 }).allTextContents()).map((text) => text.trim());
  const missing = heading.find((text) => NOT_FOUND_TITLES.includes(text));
  return missing ? `draws "${missing}"` : null;
}

async function crawl(page: Page, request: APIRequestContext, starts: string[]): Promise<string[]> {
  const problems: string[] = [];
  const answered = new Map<string, number>();
  const sampled = new Map<string, number>();
  const seen = new Set<string>(starts);
  let frontier = starts.map((path) => ({ path, from: '(start)' }));
  for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { path, from } of frontier) {
      if (!answered.has(path)) answered.set(path, (await request.get(path, { maxRedirects: 5 })).status());
      const status = answered.get(path)!;
      if (status >= 400) {
        problems.push(`${path} (linked from ${from}) answers ${status}`);
        continue;
      }
      const kind = kindOf(path);
      const opened = sampled.get(kind) ?? 0;
      // Every start is opened; below it, a few of each kind, and only those reached at the last depth need no links.
      if (depth > 0 && opened >= SAMPLES_PER_KIND) continue;
      sampled.set(kind, opened + 1);
      const response = await page.goto(path);
      if ((response?.status() ?? 200) >= 400)
        problems.push(`${path} (linked from ${from}) opens with ${response?.status()}`);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await expect(page.locator('[aria-busy="true"]'))
        .toHaveCount(0, { timeout: 15_000 })
        .catch(() => undefined);
      const problem = await problemOf(page);
      if (problem) problems.push(`${path} (linked from ${from}) ${problem}`);
      if (depth === DEPTH) continue;
      for (const link of await linksOn(page)) {
        if (seen.has(link) || SKIPPED.some((rule) => rule.test(link))) continue;
        seen.add(link);
        next.push({ path: link, from: path });
      }
    }
    frontier = next;
  }
  expect(answered.size, 'links checked').toBeGreaterThan(starts.length);
  console.info(
    `link crawler: ${answered.size} links answered, ${sampled.size} kinds of page opened from ${starts.join(', ')}`,
  );
  return problems;
}

async function guestStarts(request: APIRequestContext): Promise<string[]> {
  const underway = (await (await request.get('/api/tournaments/underway')).json()) as {
    data: { hostSlug: string; slug: string }[];
  };
  const tournament = underway.data[0];
  if (!tournament) throw new Error('the demo data has no underway tournament');
  return ['/home', `/tournaments/${tournament.hostSlug}/${tournament.slug}`, await mainHostLandingPath(request)];
}

async function crawlAs(browser: Browser, baseURL: string, role: Role): Promise<string[]> {
  const context = await browser.newContext({ locale: 'el-GR', timezoneId: 'Europe/Athens' });
  // The cookie banner and the popups stay closed: they would only cover the links.
  const preferences = { cookieConsent: true, accountCreation: 'never-show-again', userFeedback: 'never-show-again' };
  await context.addCookies([
    { name: 'preferences', value: encodeURIComponent(JSON.stringify(preferences)), url: baseURL },
  ]);
  try {
    const page = await context.newPage();
    if (role !== 'guest') await signIn(page, `${role}@demo.gr`, DEMO_PASSWORD);
    const starts = role === 'guest' ? await guestStarts(context.request) : ['/dashboard'];
    return await crawl(page, context.request, starts);
  } finally {
    await context.close();
  }
}

test('the crawler itself reports a missing page, by its status or by what the browser draws', async ({
  page,
  request,
}) => {
  // The server answers 404 for the profile of no player; the matches page of no player is drawn in the browser.
  const problems = await crawl(page, request, ['/players/2147483647', '/players/2147483647/matches']);
  expect(problems).toEqual([
    '/players/2147483647 (linked from (start)) answers 404',
    '/players/2147483647/matches (linked from (start)) draws "Ο αθλητής δε βρέθηκε"',
  ]);
});

for (const role of ['guest', ...SIGNED_IN] as Role[]) {
  test(`every link two clicks deep from the ${role === 'guest' ? 'home, tournament and championship pages' : `${role}'s dashboard`} leads to a page`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    expect(await crawlAs(browser, baseURL!, role)).toEqual([]);
  });
}
