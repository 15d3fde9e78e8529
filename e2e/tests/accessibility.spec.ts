import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, DEMO_PASSWORD, signIn } from './helpers';

// Issue 11: axe finds no serious or critical violation on any page of the page
// inventory, opened as the role the inventory names, in the light theme on a
// desktop and on a phone, and in the dark theme on a desktop.

type Role = 'guest' | 'player' | 'newuser' | 'host' | 'employee' | 'admin' | 'god';

const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = {
  player: 'player@demo.gr',
  newuser: 'newuser@demo.gr',
  host: 'host@demo.gr',
  employee: 'employee@demo.gr',
  admin: 'admin@demo.gr',
  god: 'god@demo.gr',
};

/** Real ids and slugs of the demo data, read from the API as the role sees it. */
interface Targets {
  hostSlug: string;
  tournament: { id: number; slug: string };
  categoryId: number;
  championship: { id: number; slug: string };
  clientId: number;
  clubId: number;
  /** The admin's first player of the register (its edit page), else a ranked player of that championship (the profile pages). */
  playerId: number;
  /** The signed-in user's own player (their wallet), 0 without one. */
  ownPlayerId: number;
  /** The second of the championship's OPEN standings: the head-to-head's other player. */
  rivalId: number;
}

interface InventoryPage {
  /** The page as the inventory names it. */
  page: string;
  url: (t: Targets) => string;
  /** False for the fullscreen venue pages, drawn outside the shell that applies the theme. */
  themed?: boolean;
}

const at = (
  page: string,
  url: (t: Targets) => string = () => page,
  options: Pick<InventoryPage, 'themed'> = {},
): InventoryPage => ({ page, url, ...options });
const fullscreen = { themed: false };

const publicTournament = (t: Targets) => `/tournaments/${t.hostSlug}/${t.tournament.slug}`;
const office = (t: Targets) => `/backoffice/tournaments/${t.tournament.id}`;
const officeChampionship = (t: Targets) => `/backoffice/championships/${t.championship.id}`;

/**
 * Each inventory page, as the role it is for: guests for public pages, the
 * player for pages of a signed-in user, host 1 for the back office (it owns the
 * demo tournaments and championships), the admin for admin-only pages, god mode
 * for god pages. Every signed-in role also opens its dashboard, whose navbar and
 * tiles differ by role. "/" only redirects, to /home or /dashboard, both here.
 */
const PAGES: Record<Role, InventoryPage[]> = {
  guest: [
    at('/home'),
    at('/login'),
    at('/register'),
    at('/forgot-password'),
    at('/tournaments/underway'),
    at('/tournaments/upcoming'),
    at('/tournaments/{hostSlug}/{tournamentSlug}', publicTournament),
    at('/tournaments/{hostSlug}/{tournamentSlug}/participate', (t) => `${publicTournament(t)}/participate`),
    at('/tournaments/{hostSlug}/{tournamentSlug}/order-of-play', (t) => `${publicTournament(t)}/order-of-play`),
    at(
      '/tournaments/{hostSlug}/{tournamentSlug}/draws',
      (t) => `${publicTournament(t)}/draws?categoryId=${t.categoryId}`,
    ),
    at(
      '/static-content/tournaments/{hostSlug}/{tournamentSlug}/draws',
      (t) => `/static-content${publicTournament(t)}/draws`,
      fullscreen,
    ),
    at(
      '/static-content/tournaments/{hostSlug}/{tournamentSlug}/order-of-play',
      (t) => `/static-content${publicTournament(t)}/order-of-play`,
      fullscreen,
    ),
    at('/championships/{slug}', (t) => `/championships/${t.championship.slug}`),
    at(
      '/static-content/championships/{championshipId}/standings',
      (t) => `/static-content/championships/${t.championship.id}/standings`,
      fullscreen,
    ),
    at('/hosts/{hostSlug}/unified-schedule', (t) => `/hosts/${t.hostSlug}/unified-schedule`),
    at('/players/{id}', (t) => `/players/${t.playerId}`),
    at('/players/{id}/matches', (t) => `/players/${t.playerId}/matches`),
    at('/players/{id}/stats', (t) => `/players/${t.playerId}/stats`),
    at('/players/{id}/achievements', (t) => `/players/${t.playerId}/achievements`),
    at('/achievements/leaders'),
    at('/head-2-head'),
    at(
      '/head-2-head?player1Id={id}&player2Id={id}',
      (t) => `/head-2-head?player1Id=${t.playerId}&player2Id=${t.rivalId}`,
    ),
    at('/about'),
    at('/contact'),
    at('/athens-tennis/home'),
    at('/athens-tennis/events/open-taf'),
    at('/athens-tennis/list-of-champions'),
    at('/athens-tennis/partner-facilities/taf'),
    at('/athens-tennis/partner-facilities/tenez'),
    at('/athens-tennis/partner-facilities/kavouri'),
    at('/athens-tennis/knockouts-finals/2024'),
    at('/athens-tennis/contact'),
    at('/athens-tennis/play-tennis-in-athens'),
    at('/athens-tennis/play-tennis-in-athens/en'),
    at('/athens-tennis/trip-advisor-review'),
    at('/demo-pages/iframe-demo', () => '/demo-pages/iframe-demo', fullscreen),
    at(
      '/unsubscription-success',
      () =>
        `/unsubscription-success?category=results&resubscribeUrl=${encodeURIComponent('/api/resubscribe?token=1.results.x')}`,
    ),
    at('/subscription-success', () => '/subscription-success?category=results'),
    at('/contact?mode=bugs-and-improvements'),
    at('/privacy-policy'),
    at('/terms'),
    at('/cookies-policy'),
  ],
  player: [
    at('/dashboard'),
    at('/my-profile'),
    at('/verify-email'),
    at('/change-password'),
    at('/settings?tab=personal'),
    at('/settings?tab=notifications'),
    at('/settings?tab=account'),
    at('/players/{id}/wallet', (t) => `/players/${t.ownPlayerId}/wallet`),
    at('/players/{id}/availability', (t) => `/players/${t.ownPlayerId}/availability`),
    // A signed-in player's /achievements is their own page, with its share links.
    at('/achievements'),
    at('/players/availability/me', (t) => `/players/availability/me?championshipId=${t.championship.id}`),
    at('/championships/{slug}/register', (t) => `/championships/${t.championship.slug}/register`),
    at('/tournaments/{hostSlug}/{tournamentSlug}/participate', (t) => `${publicTournament(t)}/participate`),
    at('/my-friendly-matches/create'),
  ],
  // A user without a player profile: the dashboard asks for it first.
  newuser: [at('/dashboard'), at('/settings'), at('/my-profile')],
  host: [
    at('/dashboard'),
    at('/clients'),
    at('/clients/create'),
    at('/clients/{id}/edit', (t) => `/clients/${t.clientId}/edit`),
    at('/users'),
    at('/backoffice/tournaments'),
    at('/backoffice/tournaments/create'),
    at('/backoffice/tournaments/{id}', office),
    at('/backoffice/tournaments/{id}/edit', (t) => `${office(t)}/edit`),
    at('/backoffice/tournaments/{id}/categories', (t) => `${office(t)}/categories`),
    at(
      '/backoffice/tournaments/{tournamentId}/categories/{categoryId}',
      (t) => `${office(t)}/categories/${t.categoryId}`,
    ),
    at('/backoffice/tournaments/{tournamentId}/participations', (t) => `${office(t)}/participations`),
    at('/backoffice/tournaments/{id}/participations/create', (t) => `${office(t)}/participations/create`),
    at('/backoffice/tournaments/{id}/stats', (t) => `${office(t)}/stats`),
    at('/backoffice/tournaments/{id}/draws', (t) => `${office(t)}/draws`),
    at('/backoffice/tournaments/{id}/order-of-play', (t) => `${office(t)}/order-of-play`),
    at('/backoffice/useful-exports'),
    at('/backoffice/advanced-stats'),
    at('/backoffice/championships/{id}', officeChampionship),
    at('/backoffice/championships/{id}/participations', (t) => `${officeChampionship(t)}/participations`),
    at('/backoffice/championships/{id}/participations/create', (t) => `${officeChampionship(t)}/participations/create`),
    at('/backoffice/championships/{id}/matches/schedule', (t) => `${officeChampionship(t)}/matches/schedule`),
    at('/backoffice/championships/{id}/matches', (t) => `${officeChampionship(t)}/matches`),
    at('/backoffice/championships/{id}/stats', (t) => `${officeChampionship(t)}/stats`),
    at('/backoffice/championships/{id}/useful-exports', (t) => `${officeChampionship(t)}/useful-exports`),
    at('/matches'),
    at('/friendly-matches'),
    at('/friendly-matches/schedule'),
  ],
  employee: [at('/dashboard'), at('/clients'), at('/players/{id}/wallet', (t) => `/players/${t.playerId}/wallet`)],
  admin: [
    at('/dashboard'),
    at('/users'),
    at('/players'),
    at('/players/{id}/edit', (t) => `/players/${t.playerId}/edit`),
    at('/backoffice/championships/{id}/edit', (t) => `${officeChampionship(t)}/edit`),
  ],
  god: [
    at('/dashboard'),
    at('/clubs'),
    at('/clubs/create'),
    at('/clubs/{id}/edit', (t) => `/clubs/${t.clubId}/edit`),
    at('/admin/stats/site-traffic'),
    at('/sent-emails'),
    at('/jobs'),
    at('/failed-jobs'),
    at('/request-logs'),
    at('/revisions'),
    at('/authentication-logs'),
    at('/dev'),
    at('/dev/blank'),
    at('/test/dashboard'),
    at('/god/artisan-console'),
    at('/log-viewer/logs'),
    at('/__code'),
  ],
};

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Each role signs in once; its tests open contexts from the stored session. */
const sessions = new Map<Role, Promise<Awaited<ReturnType<BrowserContext['storageState']>>>>();

function sessionOf(browser: Browser, role: Role) {
  let session = sessions.get(role);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext();
      if (role !== 'guest') await signIn(await context.newPage(), ACCOUNTS[role], DEMO_PASSWORD);
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    sessions.set(role, session);
  }
  return session;
}

async function readJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

interface Listed {
  id: number;
  slug: string;
  state: string;
}

/**
 * The ids and slugs the parametrised pages need, read with the role's cookies:
 * host 1's underway tournament and championship (so the back office owns them)
 * and one of its categories, a client and a club.
 */
async function demoTargets(request: APIRequestContext, role: Role): Promise<Targets> {
  type Underway = Listed & { hostSlug: string; participationsCount: number };
  const underway = (await readJson<{ data: Underway[] }>(request, '/api/tournaments/underway')).data;
  const { mainHost } = await readJson<{ mainHost: { slug: string } }>(request, '/api/app-config');
  // Host 1's fullest underway tournament: the most rows, groups and draws to check.
  const tournament = underway
    .filter((entry) => entry.hostSlug === mainHost.slug)
    .sort((a, b) => b.participationsCount - a.participationsCount)[0];
  if (!tournament) throw new Error('the demo data has no underway tournament');
  const landing = await readJson<{ data: { tournamentCategories: { id: number; initialized: boolean }[] } }>(
    request,
    `/api/tournaments/${tournament.hostSlug}/${tournament.slug}`,
  );
  const categories = landing.data.tournamentCategories;
  const category = categories.find((entry) => entry.initialized) ?? categories[0];
  if (!category) throw new Error(`tournament ${tournament.id} has no category`);
  const menu = (await readJson<{ data: Listed[] }>(request, '/api/championships-menu')).data;
  const championship = menu.find((entry) => entry.state === 'underway');
  if (!championship) throw new Error('the demo data has no underway championship');

  const standings = await readJson<{ open: { playerId: number }[] }>(
    request,
    `/api/championships/${championship.id}/standings`,
  );
  const firstId = async (url: string) =>
    (await readJson<{ data: { id: number }[] }>(request, `${url}?pageLength=5`)).data[0]?.id ?? 0;
  const backOffice = role === 'host' || role === 'employee' || role === 'admin' || role === 'god';
  return {
    hostSlug: tournament.hostSlug,
    tournament: { id: tournament.id, slug: tournament.slug },
    categoryId: category.id,
    championship: { id: championship.id, slug: championship.slug },
    clientId: backOffice ? await firstId('/api/clients') : 0,
    clubId: role === 'god' ? await firstId('/api/clubs') : 0,
    playerId: role === 'admin' ? await firstId('/api/players') : (standings.open[0]?.playerId ?? 0),
    ownPlayerId:
      role === 'guest'
        ? 0
        : ((await readJson<{ user: { player: { id: number } | null } }>(request, '/api/user')).user.player?.id ?? 0),
    rivalId: standings.open.find((entry) => entry.playerId !== (standings.open[0]?.playerId ?? 0))?.playerId ?? 0,
  };
}

/**
 * The cookie answers live in the preferences cookie: accepted for signed-in roles
 * and left open for guests, so the banner is checked too; the popups are answered
 * so none opens in the middle of a run. No theme is stored: the page follows the
 * device's colour scheme, which each check sets.
 */
async function setPreferences(context: BrowserContext, baseURL: string, role: Role) {
  const preferences = {
    ...(role === 'guest' ? {} : { cookieConsent: true }),
    accountCreation: 'never-show-again',
    userFeedback: 'never-show-again',
  };
  await context.addCookies([
    { name: 'preferences', value: encodeURIComponent(JSON.stringify(preferences)), url: baseURL },
  ]);
}

/** The page has drawn what it loads: no request in flight and nothing marked busy. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Each page is opened once and checked three ways, switched in place as a
 * visitor would switch them: light at 1280 px, light at 375 px (phones get
 * tiles and the mobile menu), and dark at 1280 px (the device turns dark; the
 * app follows it live).
 */
const VARIANTS = [
  { name: 'light, 1280 px', width: 1280, scheme: 'light' },
  { name: 'light, 375 px', width: 375, scheme: 'light' },
  { name: 'dark, 1280 px', width: 1280, scheme: 'dark' },
] as const;

async function violationsOf(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
      return `${where} — ${violation.id} (${violation.impact}): ${violation.help}\n${targets}`;
    });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function checkPages(browser: Browser, baseURL: string, role: Role) {
  const context = await browser.newContext({
    storageState: await sessionOf(browser, role),
    locale: 'el-GR',
    timezoneId: 'Europe/Athens',
  });
  try {
    await setPreferences(context, baseURL, role);
    const targets = await demoTargets(context.request, role);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const found: string[] = [];
    for (const entry of PAGES[role]) {
      const url = entry.url(targets);
      await test.step(`${entry.page} (${url})`, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(url);
        await settle(page);
        const stays = new RegExp(`${escaped(url.split('?')[0]!)}(\\?.*)?$`);
        expect(page.url(), `${url} as ${role} stays on its page`).toMatch(stays);
        for (const variant of VARIANTS) {
          await page.setViewportSize({ width: variant.width, height: 900 });
          await page.emulateMedia({ colorScheme: variant.scheme });
          if (variant.scheme === 'dark' && entry.themed !== false)
            await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
          await settle(page);
          found.push(...(await violationsOf(page, `${url} [${variant.name}]`)));
        }
      });
    }
    expect(found, `serious or critical axe violations as ${role}`).toEqual([]);
    expect(refused, 'requests refused by the Content-Security-Policy').toEqual([]);
  } finally {
    await context.close();
  }
}

for (const role of Object.keys(PAGES) as Role[]) {
  test(`axe finds no serious or critical violation on the ${role} pages, light and dark, desktop and phone`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000 + PAGES[role].length * 60_000);
    await checkPages(browser, baseURL!, role);
  });
}

test('focus goes back to the button that opened the mobile menu and the search palette when they close', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  await acceptCookies(page);
  const menuButton = page.getByRole('button', { name: 'Άνοιγμα μενού' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Μενού' }).getByRole('button', { name: 'Κλείσιμο μενού' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  const searchButton = page.getByRole('button', { name: /Αναζήτηση/ }).first();
  await searchButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(searchButton).toBeFocused();
});
