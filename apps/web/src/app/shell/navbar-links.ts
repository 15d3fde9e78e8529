import type { TAppConfig, TChampionshipMenuEntry, TCurrentUser } from '@tennis/contracts';
import { paths } from '../../config/paths';

/** A link's label is a catalogue key (`labelKey`), or data from the server (`text`, e.g. a championship's name). */
export type NavLink = { kind: 'link'; id: string; to: string; labelKey?: string; text?: string };
export type NavMenu = { kind: 'menu'; id: string; labelKey: string; items: NavLink[] };
export type NavItem = NavLink | NavMenu;

/** A link to a screen the app does not have yet (`to` null) is left out: no link leads to a not-found page. */
const link = (id: string, to: string | null): NavLink | null =>
  to === null ? null : { kind: 'link', id, labelKey: `nav.${id}`, to };
const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);
/** A menu with nothing left in it is left out too. */
const menu = (id: string, items: (NavLink | null)[]): NavMenu | null => {
  const links = present(items);
  return links.length === 0 ? null : { kind: 'menu', id, labelKey: `nav.${id}`, items: links };
};

const championshipLinks = (entries: readonly TChampionshipMenuEntry[], archived: boolean): NavLink[] =>
  entries
    .filter((c) => (c.state === 'archived') === archived)
    .map((c) => ({ kind: 'link', id: `championship-${c.id}`, text: c.name, to: paths.championships.landing(c.slug) }));

const backofficeLinks = (role: TCurrentUser['role']): (NavLink | null)[] => [
  link('backoffice-tournaments', paths.backoffice.tournaments()),
  link('clients', paths.backoffice.clients()),
  link('matches', paths.backoffice.matches()),
  link('friendly-matches', paths.backoffice.friendlyMatches()),
  ...(role === 'host' ? [link('users', paths.backoffice.users())] : []),
  link('advanced-stats', paths.backoffice.advancedStats()),
  link('useful-exports', paths.backoffice.usefulExports()),
];

const moreLinks = (): (NavLink | null)[] => [
  link('backoffice-tournaments', paths.backoffice.tournaments()),
  link('users', paths.backoffice.users()),
  link('players', paths.backoffice.players()),
  link('clients', paths.backoffice.clients()),
  link('matches', paths.backoffice.matches()),
  link('friendly-matches', paths.backoffice.friendlyMatches()),
  link('advanced-stats', paths.backoffice.advancedStats()),
  link('useful-exports', paths.backoffice.usefulExports()),
];

/** The developers' pages (/test/dashboard, /dev) exist in dev and test only (decision 036), so live links to neither. */
const godLinks = (devTools: boolean): (NavLink | null)[] => [
  link('clubs', paths.god.clubs()),
  link('sent-emails', paths.god.sentEmails()),
  link('jobs', paths.god.jobs()),
  link('failed-jobs', paths.god.failedJobs()),
  link('request-logs', paths.god.requestLogs()),
  link('revisions', paths.god.revisions()),
  link('authentication-logs', paths.god.authenticationLogs()),
  link('site-traffic', paths.god.siteTraffic()),
  devTools ? link('test-dashboard', paths.god.testDashboard()) : null,
  link('artisan-console', paths.god.artisanConsole()),
  link('log-viewer', paths.god.logViewer()),
  devTools ? link('dev', paths.god.dev()) : null,
];

export type NavbarInput = {
  user: TCurrentUser | null;
  skin: TAppConfig['skin'];
  /** The main host, whose daily schedule a guest, a player and an admin are shown. */
  mainHost?: TAppConfig['mainHost'];
  championships?: readonly TChampionshipMenuEntry[];
  /** Whether the developers' pages exist here (dev and test, not live). */
  devTools?: boolean;
  /** Told about a user whose role the navbar does not know (a developer's mistake, not the user's). */
  onUnknownRole?: (message: string) => void;
};

/** The daily schedule of the user's own host (back office), else of the main host; none without either. */
const scheduleLink = (user: TCurrentUser | null, mainHost: TAppConfig['mainHost']) => {
  const slug = user?.host?.slug ?? mainHost?.slug;
  return slug ? link('schedule', paths.tournaments.unifiedSchedule(slug)) : null;
};

/** The navbar's links by role and skin (spec 1 §2.2), with the tournaments and the daily schedule for everyone. */
export function navbarLinks({
  user,
  skin,
  mainHost = null,
  championships = [],
  devTools = false,
  onUnknownRole = console.error,
}: NavbarInput): NavItem[] {
  const current = menu('championships', championshipLinks(championships, false));
  const old = menu('old-championships', championshipLinks(championships, true));
  const home = link('home', paths.home());
  const tournaments = link('tournaments', paths.tournaments.upcoming());
  const schedule = scheduleLink(user, mainHost);

  if (!user) {
    return present(
      skin === 'championship'
        ? [link('home', paths.skin.home() ?? paths.home()), current, old, link('events', paths.skin.openTaf())]
        : [
            home,
            tournaments,
            schedule,
            current,
            link('achievements', paths.achievements()),
            link('head-2-head', paths.headToHead()),
          ],
    );
  }
  switch (user.role) {
    case 'admin':
      return present([
        home,
        tournaments,
        schedule,
        current,
        menu('more', moreLinks()),
        ...(user.godMode ? [menu('god', godLinks(devTools))] : []),
      ]);
    case 'host':
    case 'host-employee':
      return present([home, tournaments, schedule, current, menu('backoffice', backofficeLinks(user.role))]);
    case 'user':
      return present([home, link('dashboard', paths.dashboard()), tournaments, schedule, current, old]);
    default:
      onUnknownRole(`Navbar: unknown role "${String((user as { role: unknown }).role)}" of user ${user.id}`);
      return present([home]);
  }
}

export type UserMenuLink = NavLink;

/** The user menu (spec 1 §2.2): wallet and head-2-head only for players, who have a wallet and matches. */
export function userMenuLinks(user: TCurrentUser): UserMenuLink[] {
  const player = user.player;
  return present([
    link('profile', paths.myProfile()),
    link('achievements', paths.achievements()),
    ...(player ? [link('wallet', paths.wallet(player.id)), link('head-2-head', paths.headToHead())] : []),
    link('settings', paths.settings()),
    link('change-password', paths.changePassword()),
  ]);
}
