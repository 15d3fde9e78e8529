import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { navLabel } from './nav-label';
import type { NavItem, NavLink } from './navbar-links';

const itemClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring block rounded-control px-3 py-3 text-base',
    isActive ? 'bg-clay-50 font-semibold text-clay-800 dark:bg-clay-950 dark:text-clay-200' : 'hover:bg-surface-sunken',
  );

export function MobileMenuLinks({ links }: { links: NavLink[] }) {
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

/** The navbar's top-level links, then each of its drop-down menus as a titled section. */
export function MobileMenuNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.mainNavigation')} className="space-y-4">
      <MobileMenuLinks links={items.filter((i): i is NavLink => i.kind === 'link')} />
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
              <MobileMenuLinks links={menu.items} />
            )}
          </section>
        ))}
    </nav>
  );
}
