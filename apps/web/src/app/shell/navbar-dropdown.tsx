import { useRef } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeferredStart, type DeferredStart } from '../../components/ui/deferred';
import { ChevronDownIcon } from './icons';
import { navLabel } from './nav-label';
import { dropdownButtonClasses } from './navbar-dropdown-classes';
import type { NavMenu } from './navbar-links';

/** A navbar menu (Headless UI): its own chunk, downloaded when the visitor nears its button. */
export function NavbarDropdown({ item, start }: { item: NavMenu; start: DeferredStart }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useDeferredStart(start, button);
  return (
    <Menu>
      <MenuButton ref={button} className={dropdownButtonClasses}>
        {t(item.labelKey)}
        <ChevronDownIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        transition
        className="z-40 mt-1 max-h-[min(64rem,70dvh)] min-w-56 overflow-y-auto rounded-card border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        {item.items.length === 0 ? (
          <p className="px-3 py-2 text-sm text-ink-muted">{t('nav.empty')}</p>
        ) : (
          item.items.map((entry) => (
            <MenuItem key={entry.id}>
              <Link
                to={entry.to}
                className="block rounded-control px-3 py-2 text-sm text-ink data-focus:bg-surface-sunken"
              >
                {navLabel(t, entry)}
              </Link>
            </MenuItem>
          ))
        )}
      </MenuItems>
    </Menu>
  );
}
