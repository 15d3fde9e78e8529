/**
 * Every link of the app is built here, so a route changes in one place.
 * Query values are encoded; ids are numbers or slugs from the server.
 */
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** The championship skin's pages live under this prefix. */
const CHAMPIONSHIP_SKIN_PREFIX = '/athens-tennis';

export const paths = {
  root: () => '/',
  home: () => '/home',
  dashboard: () => '/dashboard',
  /** Where a user without a player profile is sent to fill it in; `redirectTo` is where they return after. */
  fillPlayerForm: (redirectTo?: string) => withQuery('/', { forceFillPlayerForm: 'true', redirectTo }),

  login: (redirectTo?: string) => withQuery('/login', { redirectTo }),
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  verifyEmail: () => '/verify-email',
  changePassword: () => '/change-password',
  settings: (tab?: 'personal' | 'notifications' | 'account') => withQuery('/settings', { tab }),

  myProfile: () => '/my-profile',
  createFriendlyMatch: () => '/my-friendly-matches/create',
  achievements: (): string | null => '/achievements',
  achievementsLeaders: (): string | null => '/achievements/leaders',
  playerAchievements: (id: number, achievementId?: number) =>
    achievementId ? `/players/${id}/achievements/${achievementId}` : `/players/${id}/achievements`,
  headToHead: (player1Id?: number, player2Id?: number) => withQuery('/head-2-head', { player1Id, player2Id }),
  player: (id: number) => `/players/${id}`,
  playerMatches: (id: number) => `/players/${id}/matches`,
  playerStats: (id: number, year?: number) => withQuery(`/players/${id}/stats`, { year }),
  wallet: (playerId: number) => `/players/${playerId}/wallet`,
  playerAvailability: (id: number) => `/players/${id}/availability`,
  /** The signed-in player's own calendar, opened from a championship when it names one. */
  myAvailability: (championshipId?: number) => withQuery('/players/availability/me', { championshipId }),

  tournaments: {
    underway: () => '/tournaments/underway',
    /** The daily schedule of one organiser, every kind of match together. */
    unifiedSchedule: (hostSlug: string) => `/hosts/${encodeURIComponent(hostSlug)}/unified-schedule`,
    upcoming: () => '/tournaments/upcoming',
    landing: (hostSlug: string, tournamentSlug: string) => `/tournaments/${hostSlug}/${tournamentSlug}`,
  },
  championships: {
    landing: (slug: string) => `/championships/${slug}`,
  },

  backoffice: {
    tournaments: () => '/backoffice/tournaments',
    advancedStats: () => '/backoffice/advanced-stats',
    usefulExports: () => '/backoffice/useful-exports',
    clients: () => '/clients',
    users: () => '/users',
    players: () => '/players',
    matches: () => '/matches',
    friendlyMatches: () => '/friendly-matches',
    scheduleFriendlyMatch: () => '/friendly-matches/schedule',
  },

  god: {
    clubs: () => '/clubs',
    sentEmails: () => '/sent-emails',
    jobs: () => '/jobs',
    failedJobs: () => '/failed-jobs',
    requestLogs: () => '/request-logs',
    revisions: () => '/revisions',
    authenticationLogs: () => '/authentication-logs',
    siteTraffic: () => '/admin/stats/site-traffic',
    dev: () => '/dev',
    devBlank: () => '/dev/blank',
    testDashboard: () => '/test/dashboard',
    code: () => '/__code',
    artisanConsole: () => '/god/artisan-console',
    /** An action's confirmation page (its GET link in the spec), with the action's parameters. */
    artisanAction: (action: string, query: Record<string, string | number | undefined> = {}) =>
      withQuery(`/god/artisan-console/${action}`, query),
    logViewer: () => '/log-viewer/logs',
  },

  skin: {
    home: () => `${CHAMPIONSHIP_SKIN_PREFIX}/home`,
    openTaf: () => `${CHAMPIONSHIP_SKIN_PREFIX}/events/open-taf`,
    partnerFacility: (slug: 'taf' | 'tenez' | 'kavouri' = 'taf') =>
      `${CHAMPIONSHIP_SKIN_PREFIX}/partner-facilities/${slug}`,
    listOfChampions: (year?: number) => withQuery(`${CHAMPIONSHIP_SKIN_PREFIX}/list-of-champions`, { year }),
    knockoutsFinals2024: () => `${CHAMPIONSHIP_SKIN_PREFIX}/knockouts-finals/2024`,
    /** at.knockouts-2025: the season's six images, replaced from the page by host 1's back office. */
    knockouts2025: () => `${CHAMPIONSHIP_SKIN_PREFIX}/knockouts/2025`,
    contact: () => `${CHAMPIONSHIP_SKIN_PREFIX}/contact`,
    tripAdvisorReview: () => `${CHAMPIONSHIP_SKIN_PREFIX}/trip-advisor-review`,
    /** The visitors' guide, one address per language (Greek has none of its own suffix). */
    playTennisInAthens: (language: 'el' | 'en' | 'fr' | 'es' | 'it' = 'el') =>
      `${CHAMPIONSHIP_SKIN_PREFIX}/play-tennis-in-athens${language === 'el' ? '' : `/${language}`}`,
  },

  about: () => '/about',
  contact: (mode?: 'bugs-and-improvements') => withQuery('/contact', { mode }),
  privacyPolicy: () => '/privacy-policy',
  terms: () => '/terms',
  cookiesPolicy: () => '/cookies-policy',
} as const;

/** Pages where the cookie banner would cover the very text it points to. */
export const PAGES_WITHOUT_COOKIE_BANNER: readonly string[] = [
  paths.cookiesPolicy(),
  paths.privacyPolicy(),
  paths.terms(),
];

/**
 * A redirect target we accept from a query string or the server: a path on
 * this site only (never `//evil.example` or `https://…`).
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}
