import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHAMPIONSHIP_SKIN_URL } from './helpers';

// The single-host championship site (SKIN=championship, its own server): a
// guest lands on the league's home, every page of the site draws for a guest
// with its title and link preview, no link of the site leads to a missing
// page, and only the embeddable standings may be framed by another site.

test.use({ baseURL: CHAMPIONSHIP_SKIN_URL });

const NOT_FOUND = 'Η σελίδα που ζητήσατε δε βρέθηκε';

/** Every page of the site a guest may open (page inventory, championship skin), with a word of its heading. */
const SITE_PAGES: readonly string[] = [
  '/athens-tennis/home',
  '/athens-tennis/events/open-taf',
  '/athens-tennis/partner-facilities/taf',
  '/athens-tennis/partner-facilities/tenez',
  '/athens-tennis/partner-facilities/kavouri',
  '/athens-tennis/list-of-champions',
  '/athens-tennis/knockouts-finals/2024',
  '/athens-tennis/contact',
  '/athens-tennis/trip-advisor-review',
  '/athens-tennis/play-tennis-in-athens',
  '/athens-tennis/play-tennis-in-athens/en',
  '/athens-tennis/play-tennis-in-athens/fr',
  '/athens-tennis/play-tennis-in-athens/es',
  '/athens-tennis/play-tennis-in-athens/it',
  '/about',
  '/demo-pages/iframe-demo',
];

const headingOf = async (page: Page) => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();

test('a guest opening the site lands on the league home, with the skin menu and the contact bubble', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/athens-tennis\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Το πρωτάθλημά μας');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /Open TAF|Εκδηλώσεις/ }).first()).toBeVisible();

  // The bubble waits for the cookie banner, which takes its corner, to be acknowledged.
  await expect(page.getByRole('button', { name: 'Επικοινωνία' })).toHaveCount(0);
  await page
    .getByRole('region', { name: /cookies/i })
    .getByRole('button')
    .click();
  await page.getByRole('button', { name: 'Επικοινωνία' }).click();
  const panel = page.getByRole('group', { name: 'Επικοινωνήστε μαζί μας' });
  await expect(panel.getByRole('link', { name: 'Τηλεφωνήστε μας' })).toHaveAttribute('href', /^tel:\+30\d{10}$/);
  await panel.getByRole('link', { name: 'Φόρμα επικοινωνίας' }).click();
  await expect(page).toHaveURL(/\/athens-tennis\/contact$/);
});

test('every page of the site draws for a guest, with its own title and link preview', async ({ page, request }) => {
  for (const path of SITE_PAGES) {
    const answer = await request.get(path, { headers: { accept: 'text/html' } });
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, `${path}: og:title`).toMatch(/<meta property="og:title" content="[^"]+ · Athens Tennis"/);
    await page.goto(path);
    // A page whose heading is its data's name draws it once the data is there.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(/\S/);
    expect(await headingOf(page), path).not.toBe(NOT_FOUND);
  }
});

test('the visitors’ guide is marked with its language and names the others', async ({ request }) => {
  const html = await (await request.get('/athens-tennis/play-tennis-in-athens/fr')).text();
  expect(html).toContain('<html lang="fr"');
  for (const language of ['el', 'en', 'fr', 'es', 'it']) expect(html).toContain(`hreflang="${language}"`);
});

test('only the embeddable standings may be framed by another site', async ({ request }) => {
  const framed = await request.get('/demo-pages/iframe-demo');
  expect(framed.headers()['x-frame-options']).toBeUndefined();
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self' https:");
  const home = await request.get('/athens-tennis/home');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('no link of the site leads to a missing page', async ({ page, request }) => {
  const seen = new Set<string>(SITE_PAGES);
  const problems: string[] = [];
  let frontier = [...SITE_PAGES];
  for (let depth = 0; depth < 2 && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      await page.goto(path);
      if ((await headingOf(page)) === NOT_FOUND) problems.push(`${path} draws the not-found page`);
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors
          .map((a) => new URL((a as HTMLAnchorElement).href))
          .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
          .map((url) => url.pathname + url.search),
      );
      for (const link of links) {
        if (seen.has(link) || /^\/(logout|self-transform)\b/.test(link)) continue;
        seen.add(link);
        const status = (await request.get(link, { headers: { accept: 'text/html' } })).status();
        if (status >= 400) problems.push(`${path} → ${link} answers ${status}`);
        // Pages of the site itself are opened and followed further; the rest of the app has its own crawler.
        else if (/^\/(athens-tennis|play-tennis-in-athens|demo-pages|about)\b/.test(link)) next.push(link);
      }
    }
    frontier = next;
  }
  expect(problems).toEqual([]);
});
