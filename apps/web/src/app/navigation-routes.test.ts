import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { TAppConfig, TCurrentUser } from '@tennis/contracts';
import { paths } from '../config/paths';
import { dashboardLinks } from '../features/dashboard/model/dashboard-links';
import { buildUser, PLAYER_PROFILE } from '../test/users';
import { routes } from './router';
import { navbarLinks, userMenuLinks, type NavItem } from './shell/navbar-links';

/** Whether the router has a page for a link (the catch-all not-found route does not count). */
function isRoute(to: string): boolean {
  const pathname = to.split(/[?#]/)[0]!;
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)!.route.path !== '*';
}

type Builders = { [key: string]: ((...args: never[]) => string | null) | Builders };

/** Every link a list of link builders makes, each builder called with sample arguments. */
function linksOf(builders: Builders, prefix = ''): [string, string | null][] {
  return Object.entries(builders).flatMap(([key, value]) => {
    if (typeof value !== 'function') return linksOf(value, `${prefix}${key}.`);
    const args = Array.from({ length: value.length }, () => 'sample-1') as never[];
    return [[`${prefix}${key}`, value(...args)] as [string, string | null]];
  });
}

const flatten = (items: NavItem[]) => items.flatMap((item) => (item.kind === 'menu' ? item.items : [item]));

const host = buildUser({ role: 'host', host: { id: 2, name: 'Όμιλος', slug: 'omilos' } });
const users: (TCurrentUser | null)[] = [
  null,
  buildUser(),
  buildUser({ player: PLAYER_PROFILE }),
  host,
  { ...host, role: 'host-employee' },
  buildUser({ role: 'admin' }),
  { ...buildUser({ role: 'admin' }), godMode: true },
];
const mainHost: TAppConfig['mainHost'] = { name: 'Athens Tennis', slug: 'athens-tennis', phone: null };
const championships = [
  { id: 1, name: 'Πρωτάθλημα', slug: 'men-2026', state: 'underway', type: 'singles', gender: 0, year: 2026 },
  { id: 2, name: 'Παλιό', slug: 'men-2024', state: 'archived', type: 'singles', gender: 0, year: 2024 },
] as const;

describe('no link leads to a not-found page', () => {
  it('every path the app builds is a page of the router, or null for a screen not built yet', () => {
    const broken = [...linksOf(paths as unknown as Builders), ...linksOf(dashboardLinks as unknown as Builders)]
      .filter(([, to]) => to !== null && !isRoute(to))
      .map(([name, to]) => `${name} → ${to}`);
    expect(broken).toEqual([]);
  });

  it.each(['multi-host', 'championship'] as const)('every navbar and user menu link is a page (%s skin)', (skin) => {
    const links = users.flatMap((user) => [
      ...flatten(navbarLinks({ user, skin, mainHost, championships: [...championships] })),
      ...(user ? userMenuLinks(user) : []),
    ]);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !isRoute(link.to)).map((link) => `${link.id} → ${link.to}`)).toEqual([]);
  });

  it('tells apart a page from the not-found page (the check itself)', () => {
    expect(isRoute('/tournaments/upcoming')).toBe(true);
    expect(isRoute('/head-2-head')).toBe(true);
    expect(isRoute('/no-such-page')).toBe(false);
  });

  it('offers the tournaments and the daily schedule in the main menu', () => {
    const guest = flatten(navbarLinks({ user: null, skin: 'multi-host', mainHost }));
    expect(guest.find((link) => link.id === 'tournaments')?.to).toBe('/tournaments/upcoming');
    expect(guest.find((link) => link.id === 'schedule')?.to).toBe('/hosts/athens-tennis/unified-schedule');
    const ofHost = flatten(navbarLinks({ user: host, skin: 'multi-host', mainHost }));
    expect(ofHost.find((link) => link.id === 'schedule')?.to).toBe('/hosts/omilos/unified-schedule');
  });
});
