import { useRef } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { useDeferredStart, type DeferredStart } from '../../components/ui/deferred';
import { Avatar } from './avatar';
import { ChevronDownIcon } from './icons';
import { navLabel } from './nav-label';
import { userMenuButtonClasses } from './navbar-dropdown-classes';
import { userMenuLinks } from './navbar-links';
import { useLogout } from './use-logout';

/** (Its own chunk, downloaded when the visitor nears its button.) Profile, achievements, wallet, head-2-head (players), settings, change password, logout. */
export function UserMenu({ user, start }: { user: TCurrentUser; start: DeferredStart }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useDeferredStart(start, button);
  const logout = useLogout();
  return (
    <Menu>
      <MenuButton ref={button} className={userMenuButtonClasses}>
        <Avatar user={user} />
        <span className="sr-only">{user.name}</span>
        <ChevronDownIcon className="size-4" />
        <span className="sr-only">{t('nav.userMenu')}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-64 rounded-card border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold">
            {user.name} {user.surname}
          </p>
          <p className="truncate text-xs text-ink-muted">{user.email}</p>
          <p className="mt-1 text-xs text-ink-muted">{t(`roles.${user.role}`)}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        {userMenuLinks(user).map((item) => (
          <MenuItem key={item.id}>
            <Link to={item.to} className="block rounded-control px-3 py-2 text-sm data-focus:bg-surface-sunken">
              {navLabel(t, item)}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button
            type="button"
            onClick={() => void logout()}
            className="block w-full rounded-control px-3 py-2 text-left text-sm text-danger data-focus:bg-surface-sunken"
          >
            {t('nav.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
