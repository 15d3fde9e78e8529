import { describe, expect, it, vi } from 'vitest';
import type { TAppConfig, TChampionshipMenuEntry, TCurrentUser } from '@tennis/contracts';
import { buildUser, PLAYER_PROFILE } from '../../test/users';
import { navbarLinks, userMenuLinks, type NavItem } from './navbar-links';

const championships: TChampionshipMenuEntry[] = [
  {
    id: 12,
    name: 'Πρωτάθλημα Ανδρών 2026',
    slug: 'men-2026',
    state: 'underway',
    type: 'singles',
    gender: 0,
    year: 2026,
  },
  {
    id: 11,
    name: 'Πρωτάθλημα Γυναικών 2026',
    slug: 'women-2026',
    state: 'coming-soon',
    type: 'singles',
    gender: 1,
    year: 2026,
  },
  {
    id: 2,
    name: 'Πρωτάθλημα Ανδρών 2024',
    slug: 'men-2024',
    state: 'archived',
    type: 'singles',
    gender: 0,
    year: 2024,
  },
];

/** `id` of a link, `id[child, …]` of a menu. */
const shape = (items: NavItem[]) =>
  items.map((i) => (i.kind === 'menu' ? `${i.id}[${i.items.map((c) => c.id).join(',')}]` : `${i.id}→${i.to}`));

const admin = buildUser({ role: 'admin' });
const host = buildUser({ role: 'host', host: { id: 2, name: 'Όμιλος', slug: 'omilos' } });

type Row = [string, TCurrentUser | null, TAppConfig['skin'], string[]];
// Links to screens the app does not have yet (players,
// the god tools, the championship skin's pages…) are left out until those screens exist.
const rows: Row[] = [
  [
    'guest, multi-host',
    null,
    'multi-host',
    [
      'home→/home',
      'tournaments→/tournaments/upcoming',
      'championships[championship-12,championship-11]',
      'achievements→/achievements',
      'head-2-head→/head-2-head',
    ],
  ],
  [
    'guest, championship',
    null,
    'championship',
    [
      'home→/athens-tennis/home',
      'championships[championship-12,championship-11]',
      'old-championships[championship-2]',
      'events→/athens-tennis/events/open-taf',
    ],
  ],
  [
    'user',
    buildUser(),
    'multi-host',
    [
      'home→/home',
      'dashboard→/dashboard',
      'tournaments→/tournaments/upcoming',
      'championships[championship-12,championship-11]',
      'old-championships[championship-2]',
    ],
  ],
  [
    'user, championship skin',
    buildUser({ player: PLAYER_PROFILE }),
    'championship',
    [
      'home→/home',
      'dashboard→/dashboard',
      'tournaments→/tournaments/upcoming',
      'championships[championship-12,championship-11]',
      'old-championships[championship-2]',
    ],
  ],
  [
    'host',
    host,
    'multi-host',
    [
      'home→/home',
      'tournaments→/tournaments/upcoming',
      'schedule→/hosts/omilos/unified-schedule',
      'championships[championship-12,championship-11]',
      'backoffice[backoffice-tournaments,clients,matches,friendly-matches,users,advanced-stats,useful-exports]',
    ],
  ],
  [
    'host-employee',
    { ...host, role: 'host-employee' },
    'multi-host',
    [
      'home→/home',
      'tournaments→/tournaments/upcoming',
      'schedule→/hosts/omilos/unified-schedule',
      'championships[championship-12,championship-11]',
      'backoffice[backoffice-tournaments,clients,matches,friendly-matches,advanced-stats,useful-exports]',
    ],
  ],
  [
    'admin',
    admin,
    'multi-host',
    [
      'home→/home',
      'tournaments→/tournaments/upcoming',
      'championships[championship-12,championship-11]',
      'more[backoffice-tournaments,users,players,clients,matches,friendly-matches,advanced-stats,useful-exports]',
    ],
  ],
  [
    'admin in god mode',
    { ...admin, godMode: true },
    'championship',
    [
      'home→/home',
      'tournaments→/tournaments/upcoming',
      'championships[championship-12,championship-11]',
      'more[backoffice-tournaments,users,players,clients,matches,friendly-matches,advanced-stats,useful-exports]',
      'god[clubs,sent-emails,jobs,failed-jobs,request-logs,revisions,authentication-logs,site-traffic,test-dashboard,artisan-console,log-viewer,dev]',
    ],
  ],
];

describe('navbarLinks', () => {
  it.each(rows)('%s', (_name, user, skin, expected) => {
    expect(shape(navbarLinks({ user, skin, championships, devTools: true }))).toEqual(expected);
  });

  it('leaves the developers’ pages out of the god menu where they do not exist (live)', () => {
    const god = navbarLinks({ user: { ...admin, godMode: true }, skin: 'multi-host', championships }).find(
      (item) => item.id === 'god',
    );
    const ids = god?.kind === 'menu' ? god.items.map((item) => item.id) : [];
    expect(ids).toContain('jobs');
    expect(ids).toContain('log-viewer');
    expect(ids).not.toContain('dev');
    expect(ids).not.toContain('test-dashboard');
  });

  it('links each championship to its landing page by name', () => {
    const menu = navbarLinks({ user: null, skin: 'multi-host', championships }).find((i) => i.id === 'championships');
    expect(menu?.kind === 'menu' && menu.items[0]).toEqual({
      kind: 'link',
      id: 'championship-12',
      text: 'Πρωτάθλημα Ανδρών 2026',
      to: '/championships/men-2026',
    });
  });

  it('tells the developer about a role it does not know', () => {
    const onUnknownRole = vi.fn();
    const user = { ...buildUser(), role: 'referee' } as unknown as TCurrentUser;
    expect(shape(navbarLinks({ user, skin: 'multi-host', onUnknownRole }))).toEqual(['home→/home']);
    expect(onUnknownRole).toHaveBeenCalledWith(expect.stringContaining('referee'));
  });
});

describe('userMenuLinks', () => {
  it('offers only the screens that exist; wallet and head-2-head for players', () => {
    // The profile page tells a user without a player profile how to make one, so everyone gets the link;
    // /achievements leads a player to their own and anyone else to the leaders.
    expect(userMenuLinks(buildUser()).map((l) => l.id)).toEqual([
      'profile',
      'achievements',
      'settings',
      'change-password',
    ]);
    expect(userMenuLinks(buildUser({ player: PLAYER_PROFILE })).map((l) => l.to)).toEqual([
      '/my-profile',
      '/achievements',
      `/players/${PLAYER_PROFILE.id}/wallet`,
      '/head-2-head',
      '/settings',
      '/change-password',
    ]);
  });
});
