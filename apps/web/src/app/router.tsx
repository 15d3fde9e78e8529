import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { loadLegalTexts, loadRegisteredTexts } from '../lib/i18n';
import type { PageHandle, Requirement } from '../lib/page-requirement';
import { NotFoundPage } from './not-found-page';
import { AppLoading, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { fullscreenLoader, requirePage, rootIndexLoader, rootLoader } from './route-loaders';
import { championshipsFullscreenRoutes, championshipsRoutes } from '../features/championships/routes';
import { championshipSiteRoutes } from '../features/championship-site/routes';
import { championshipsBackofficeRoutes } from '../features/championships-backoffice/routes';
import { clientsRoutes } from '../features/clients/routes';
import { clubsRoutes } from '../features/clubs/routes';
import { statsRoutes } from '../features/stats/routes';
import { godToolsRoutes } from '../features/god-tools/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { usersRoutes } from '../features/users/routes';
import { walletRoutes } from '../features/wallet/routes';
import { headToHeadRoutes } from '../features/head-to-head/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { availabilityRoutes } from '../features/availability/routes';
import { playersAdminRoutes } from '../features/players/routes';
import { matchesRoutes } from '../features/matches/routes';
import { friendlyMatchesRoutes } from '../features/friendly-matches/routes';
import { achievementsRoutes } from '../features/achievements/routes';
import { playerProfileRoutes } from '../features/player-profile/routes';
import { unifiedScheduleRoutes } from '../features/unified-schedule/routes';
import { tournamentsRoutes } from '../features/tournaments/routes';
import {
  categoryParticipationsRoute,
  tournamentParticipationsRoutes,
} from '../features/tournament-participations/routes';
import {
  CATEGORY_DETAILS_PATH,
  tournamentDrawsFullscreenRoutes,
  tournamentDrawsRoutes,
} from '../features/tournament-draws/routes';

/**
 * A page: its guard runs first (before its code downloads), then its component
 * is fetched. Each page is its own chunk, so a public page never downloads the
 * back office.
 */
function page(
  path: string,
  requirement: Requirement,
  load: () => Promise<ComponentType>,
  serverRendered?: true,
  head?: PageHandle['head'],
): RouteObject {
  return {
    path,
    handle: { requirement, serverRendered, head } satisfies PageHandle,
    loader: requirePage(requirement),
    lazy: async () => ({ Component: await load() }),
  };
}

/** An area's own route list: each page names its guard in `handle.requirement`; the guard runs as its loader. */
type GuardedRoute = RouteObject & { handle: PageHandle };
const guarded = (list: GuardedRoute[]): RouteObject[] =>
  list.map((route) => ({ ...route, loader: requirePage(route.handle.requirement) }) as RouteObject);

/** The long texts of the information pages are fetched with the page. */
const withLegalTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, loadLegalTexts()]))[0];

const homeRoutes: RouteObject[] = [
  page(paths.home(), 'public', () => import('../features/home/routes/home-page').then((m) => m.HomePage), true, {
    title: 'Αρχική',
    description:
      'Ερασιτεχνικό τένις στην Αθήνα: τουρνουά, πρωταθλήματα, το πρόγραμμα της ημέρας, κατατάξεις, επιτεύγματα και φιλικοί αγώνες.',
  }),
];

const authRoutes: RouteObject[] = [
  page(paths.login(), 'guest-only', () => import('../features/auth/routes/login-page').then((m) => m.LoginPage)),
  page(paths.register(), 'guest-only', () =>
    import('../features/auth/routes/register-page').then((m) => m.RegisterPage),
  ),
  page(paths.forgotPassword(), 'guest-only', () =>
    import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  page('/reset-password', 'guest-only', () =>
    import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  page(paths.verifyEmail(), 'auth', () =>
    import('../features/auth/routes/verify-email-page').then((m) => m.VerifyEmailPage),
  ),
  page(paths.changePassword(), 'auth', () =>
    import('../features/auth/routes/change-password-page').then((m) => m.ChangePasswordPage),
  ),
];

const accountRoutes: RouteObject[] = [
  page('/settings', 'auth', () => import('../features/account/routes/settings-page').then((m) => m.SettingsPage)),
];

const informationRoutes: RouteObject[] = [
  page(
    paths.about(),
    'public',
    () => withLegalTexts(import('../features/static-pages/routes/about-page').then((m) => m.AboutPage)),
    undefined,
    {
      title: 'Σχετικά με εμάς',
      description: 'Ποιοι είμαστε και πώς λειτουργεί η πλατφόρμα του ερασιτεχνικού τένις στην Αθήνα.',
    },
  ),
  page(
    paths.privacyPolicy(),
    'public',
    () =>
      withLegalTexts(import('../features/static-pages/routes/privacy-policy-page').then((m) => m.PrivacyPolicyPage)),
    undefined,
    {
      title: 'Πολιτική απορρήτου',
      description: 'Ποια προσωπικά δεδομένα κρατάμε, γιατί, για πόσο, και τα δικαιώματά σας.',
    },
  ),
  page(
    paths.terms(),
    'public',
    () => withLegalTexts(import('../features/static-pages/routes/terms-page').then((m) => m.TermsPage)),
    undefined,
    {
      title: 'Όροι χρήσης',
      description: 'Οι όροι με τους οποίους χρησιμοποιείτε την πλατφόρμα, τα τουρνουά και τα πρωταθλήματα.',
    },
  ),
  page(
    paths.cookiesPolicy(),
    'public',
    () =>
      withLegalTexts(import('../features/static-pages/routes/cookies-policy-page').then((m) => m.CookiesPolicyPage)),
    undefined,
    { title: 'Πολιτική cookies', description: 'Ποια cookies χρησιμοποιεί η πλατφόρμα και πώς τα επιλέγετε.' },
  ),
  ...['/contact', paths.skin.contact()].map((path) =>
    page(
      path,
      'public',
      () => import('../features/contact/routes/contact-page').then((m) => m.ContactPage),
      undefined,
      {
        title: 'Επικοινωνία',
        description: 'Γράψτε μας για τουρνουά, πρωταθλήματα, εγγραφές ή οτιδήποτε άλλο: απαντάμε σύντομα.',
      },
    ),
  ),
];

/** The championship site's other addresses of its home: answered with a redirect (on the server too). */
const skinHomeAliases: RouteObject[] = ['/athens-tennis', '/athens-tennis/our-championship'].map((path) => ({
  path,
  handle: { requirement: 'public', serverRendered: true } satisfies PageHandle,
  loader: () => redirect(paths.skin.home()),
}));

/**
 * A page's code, then its texts in the language being drawn: a feature registers
 * its catalogues when its code loads, and English downloads the first time a
 * page is read in English, so no page draws before its texts are there.
 */
function waitingForTexts(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const waiting =
    typeof lazy === 'function'
      ? {
          lazy: async () => {
            const loaded = await lazy();
            await loadRegisteredTexts();
            return loaded;
          },
        }
      : {};
  return { ...route, ...waiting, ...(children ? { children: children.map(waitingForTexts) } : {}) } as RouteObject;
}

/**
 * Every page of the app. An area exports its route list from its own
 * `routes.tsx` (the guard of the page inventory in `handle.requirement`) and is
 * added here with `guarded(...)`.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: AppLoading,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // A guest's visit is answered on the server with the redirect itself (to the home page), so the
          // browser goes straight to a drawn page instead of downloading the app to learn where to go.
          {
            index: true,
            loader: rootIndexLoader,
            handle: { requirement: 'public', serverRendered: true } satisfies PageHandle,
          },
          ...homeRoutes,
          ...authRoutes,
          ...accountRoutes,
          ...informationRoutes,
          ...skinHomeAliases,
          ...guarded(dashboardRoutes),
          ...guarded(championshipsRoutes),
          ...guarded(championshipSiteRoutes),
          ...guarded(championshipsBackofficeRoutes),
          ...guarded(clientsRoutes),
          ...guarded(walletRoutes),
          ...guarded(headToHeadRoutes),
          ...guarded(achievementsRoutes),
          ...guarded(notificationsRoutes),
          ...guarded(usersRoutes),
          ...guarded(playersAdminRoutes),
          ...guarded(clubsRoutes),
          ...guarded(statsRoutes),
          ...guarded(godToolsRoutes),
          ...guarded(matchesRoutes),
          ...guarded(friendlyMatchesRoutes),
          ...guarded(playerProfileRoutes),
          ...guarded(availabilityRoutes),
          ...guarded(unifiedScheduleRoutes),
          ...guarded(tournamentsRoutes),
          ...guarded(tournamentParticipationsRoutes),
          // The category screen shows the participations list in its tab: features do not import each other,
          // so the two meet here.
          ...guarded(tournamentDrawsRoutes).map((route) =>
            route.path === CATEGORY_DETAILS_PATH
              ? ({ ...route, children: [categoryParticipationsRoute] } as RouteObject)
              : route,
          ),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  // Fullscreen pages: siblings of the root route, so no header or footer.
  ...championshipsFullscreenRoutes.map(
    (route) =>
      ({
        ...route,
        loader: fullscreenLoader,
        HydrateFallback: AppLoading,
        errorElement: <RouteErrorPage />,
      }) as RouteObject,
  ),
  ...tournamentDrawsFullscreenRoutes.map(
    (route) =>
      ({
        ...route,
        loader: fullscreenLoader,
        HydrateFallback: AppLoading,
        errorElement: <RouteErrorPage />,
      }) as RouteObject,
  ),
].map(waitingForTexts);

export const createRouter = () => createBrowserRouter(routes);
