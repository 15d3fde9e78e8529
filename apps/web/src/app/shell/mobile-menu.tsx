import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { paths } from '../../config/paths';
import { buttonClasses } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { Avatar } from './avatar';
import { CloseIcon, MenuIcon } from './icons';
import { navLabel } from './nav-label';
import { userMenuLinks, type NavItem, type NavLink } from './navbar-links';
import { NavbarSearchSlot } from './navbar-search-slot';
import { useLogout } from './use-logout';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring block rounded-control px-3 py-3 text-base',
    isActive ? 'bg-clay-50 font-semibold text-clay-800 dark:bg-clay-950 dark:text-clay-200' : 'hover:bg-surface-sunken',
  );

function Links({ links }: { links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-0.5">
      {links.map((link) => (
        <li key={link.id}>
          <RouterNavLink to={link.to} className={itemClasses} end>
            {navLabel(t, link)}
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
}

/** The same links as the navbar, in a sheet for phones (below 768 px). */
export function MobileMenu({ items, user }: { items: NavItem[]; user: TCurrentUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const logout = useLogout();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        className="focus-ring inline-flex size-10 items-center justify-center rounded-control hover:bg-surface-sunken"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('shell.openMenu')}</span>
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-surface shadow-xl">
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <DialogTitle className="text-base font-semibold">{t('shell.menu')}</DialogTitle>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="focus-ring inline-flex size-10 items-center justify-center rounded-control hover:bg-surface-sunken"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">{t('shell.closeMenu')}</span>
            </button>
          </div>
          <div className="flex-1 space-y-5 px-3 py-4">
            <NavbarSearchSlot placement="mobile" />
            <nav aria-label={t('shell.mainNavigation')} className="space-y-4">
              <Links links={items.filter((i): i is NavLink => i.kind === 'link')} />
              {items
                .filter((i) => i.kind === 'menu')
                .map((menu) => (
                  <section key={menu.id} aria-labelledby={`mobile-${menu.id}`}>
                    <h2
                      id={`mobile-${menu.id}`}
                      className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted"
                    >
                      {t(menu.labelKey)}
                    </h2>
                    {menu.items.length === 0 ? (
                      <p className="px-3 py-2 text-sm text-ink-muted">{t('nav.empty')}</p>
                    ) : (
                      <Links links={menu.items} />
                    )}
                  </section>
                ))}
            </nav>
            {user ? (
              <section aria-labelledby="mobile-account" className="border-t border-line pt-4">
                <div id="mobile-account" className="flex items-center gap-3 px-3 pb-2">
                  <Avatar user={user} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">
                      {user.name} {user.surname}
                    </p>
                    <p className="truncate text-xs text-ink-muted">{user.email}</p>
                  </div>
                </div>
                <Links links={userMenuLinks(user)} />
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="focus-ring mt-1 block w-full rounded-control px-3 py-3 text-left text-base text-danger hover:bg-surface-sunken"
                >
                  {t('nav.logout')}
                </button>
              </section>
            ) : (
              <div className="grid grid-cols-2 gap-2 border-t border-line pt-4">
                <Link to={paths.login()} className={buttonClasses('secondary')}>
                  {t('nav.login')}
                </Link>
                <Link to={paths.register()} className={buttonClasses('primary')}>
                  {t('nav.register')}
                </Link>
              </div>
            )}
          </div>
        </DialogPanel>
      </Dialog>
    </div>
  );
}
