import type { TAppConfig, TChampionshipMenuEntry, TCurrentUser } from '@tennis/contracts';
import { paths } from '../../config/paths';

/** A link's label is a catalogue key (`labelKey`), or data from the server (`text`, e.g. a championship's name). */
export type NavLink = { kind: 'link'; id: string; to: string; labelKey?: string; text?: string };
export type NavMenu = { kind: 'menu'; id: string; labelKey: string; items: NavLink[] };
export type NavItem = NavLink | NavMenu;

const link = (id: string, to: string): NavLink => ({ kind: 'link', id, labelKey: `nav.${id}`, to });
const menu = (id: string, items: NavLink[]): NavMenu => ({ kind: 'menu', id, labelKey: `nav.${id}`, items });

const championshipLinks = (entries: readonly TChampionshipMenuEntry[], archived: boolean): NavLink[] =>
  entries
    .filter((c) => (c.state === 'archived') === archived)
    .map((c) => ({ kind: 'link', id: `championship-${c.id}`, text: c.name, to: paths.championships.landing(c.slug) }));

const backofficeLinks = (role: TCurrentUser['role']): NavLink[] => [
  link('backoffice-tournaments', paths.backoffice.tournaments()),
  link('clients', paths.backoffice.clients()),
  link('matches', paths.backoffice.matches()),
  link('friendly-matches', paths.backoffice.friendlyMatches()),
  ...(role === 'host' ? [link('users', paths.backoffice.users())] : []),
  link('advanced-stats', paths.backoffice.advancedStats()),
  link('useful-exports', paths.backoffice.usefulExports()),
];

const moreLinks = (): NavLink[] => [
  link('backoffice-tournaments', paths.backoffice.tournaments()),
  link('users', paths.backoffice.users()),
  link('players', paths.backoffice.players()),
  link('clients', paths.backoffice.clients()),
  link('matches', paths.backoffice.matches()),
  link('friendly-matches', paths.backoffice.friendlyMatches()),
  link('advanced-stats', paths.backoffice.advancedStats()),
  link('useful-exports', paths.backoffice.usefulExports()),
];

const godLinks = (): NavLink[] => [
  link('clubs', paths.god.clubs()),
  link('sent-emails', paths.god.sentEmails()),
  link('jobs', paths.god.jobs()),
  link('failed-jobs', paths.god.failedJobs()),
  link('request-logs', paths.god.requestLogs()),
  link('revisions', paths.god.revisions()),
  link('authentication-logs', paths.god.authenticationLogs()),
  link('site-traffic', paths.god.siteTraffic()),
  link('test-dashboard', paths.god.testDashboard()),
  link('artisan-console', paths.god.artisanConsole()),
  link('log-viewer', paths.god.logViewer()),
  link('dev', paths.god.dev()),
];

export type NavbarInput = {
  user: TCurrentUser | null;
  skin: TAppConfig['skin'];
  championships?: readonly TChampionshipMenuEntry[];
  /** Told about a user whose role the navbar does not know (a developer's mistake, not the user's). */
  onUnknownRole?: (message: string) => void;
};

/** The navbar's links by role and skin (spec 1 §2.2). */
export function navbarLinks({ user, skin, championships = [], onUnknownRole = console.error }: NavbarInput): NavItem[] {
  const current = menu('championships', championshipLinks(championships, false));
  const old = menu('old-championships', championshipLinks(championships, true));

  if (!user) {
    return skin === 'championship'
      ? [link('home', paths.skin.home()), current, old, link('events', paths.skin.openTaf())]
      : [
          link('home', paths.home()),
          current,
          link('achievements', paths.achievements()),
          link('head-2-head', paths.headToHead()),
        ];
  }
  switch (user.role) {
    case 'admin':
      return [
        link('home', paths.home()),
        current,
        menu('more', moreLinks()),
        ...(user.godMode ? [menu('god', godLinks())] : []),
      ];
    case 'host':
    case 'host-employee':
      return [link('home', paths.home()), current, menu('backoffice', backofficeLinks(user.role))];
    case 'user':
      return [link('home', paths.home()), link('dashboard', paths.dashboard()), current, old];
    default:
      onUnknownRole(`Navbar: unknown role "${String((user as { role: unknown }).role)}" of user ${user.id}`);
      return [link('home', paths.home())];
  }
}

export type UserMenuLink = NavLink;

/** The user menu (spec 1 §2.2): wallet and head-2-head only for players, who have a wallet and matches. */
export function userMenuLinks(user: TCurrentUser): UserMenuLink[] {
  const player = user.player;
  return [
    link('profile', paths.myProfile()),
    link('achievements', paths.achievements()),
    ...(player ? [link('wallet', paths.wallet(player.id)), link('head-2-head', paths.headToHead())] : []),
    link('settings', paths.settings()),
    link('change-password', paths.changePassword()),
  ];
}
