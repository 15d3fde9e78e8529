import { Link, NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { isDevLike, useAppConfig } from '../../lib/app-config';
import { useChampionshipMenu } from '../../lib/championship-menu';
import { usePreferences } from '../../lib/preferences-store';
import { useCurrentUser } from '../../lib/session';
import { buttonClasses } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { Deferred } from '../../components/ui/deferred';
import { ChevronDownIcon, MoonIcon, SunIcon } from './icons';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navLabel } from './nav-label';
import { dropdownButtonClasses } from './navbar-dropdown-classes';
import { navbarLinks, type NavItem, type NavMenu } from './navbar-links';
import { NavbarSearchSlot } from './navbar-search-slot';
import { useDarkMode } from './theme';
import { UserMenuStandIn } from './user-menu-stand-in';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring whitespace-nowrap rounded-control px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-clay-50 text-clay-800 dark:bg-clay-950 dark:text-clay-200' : 'text-ink hover:bg-surface-sunken',
  );

const loadDropdown = () => import('./navbar-dropdown').then((m) => m.NavbarDropdown);
const loadUserMenu = () => import('./user-menu').then((m) => m.UserMenu);

/** A navbar menu: a look-alike button until the visitor nears it, then the real menu (see Deferred). */
function DesktopMenu({ item }: { item: NavMenu }) {
  const { t } = useTranslation();
  return (
    <Deferred
      load={loadDropdown}
      props={{ item }}
      standIn={(trigger) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={dropdownButtonClasses} {...trigger}>
          {t(item.labelKey)}
          <ChevronDownIcon className="size-4" />
        </button>
      )}
    />
  );
}

function DesktopItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  if (item.kind === 'menu') return <DesktopMenu item={item} />;
  return (
    <RouterNavLink to={item.to} className={linkClasses} end>
      {navLabel(t, item)}
    </RouterNavLink>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const [dark, toggle] = useDarkMode();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={dark ? t('shell.lightMode') : t('shell.darkMode')}
      title={dark ? t('shell.lightMode') : t('shell.darkMode')}
      className="focus-ring inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-surface-sunken"
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}

/** The top bar: logo, the role's links, search, theme, and the user menu or the sign-in buttons. */
export function Navbar() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const user = useCurrentUser();
  const championships = useChampionshipMenu();
  const { debugMode } = usePreferences();
  const items = navbarLinks({
    user,
    skin: config.skin,
    mainHost: config.mainHost,
    championships,
    devTools: isDevLike(config),
  });
  const home = (!user && config.skin === 'championship' ? paths.skin.home() : null) ?? paths.home();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <nav aria-label={t('shell.mainNavigation')} className="mx-auto flex h-16 max-w-page items-center gap-2 px-4">
        <Logo to={home} />
        {debugMode && config.appEnv !== 'live' && (
          <span className="rounded-pill bg-ball-400 px-2 py-0.5 text-xs font-bold text-court-950">
            {t('shell.debugBadge')}
          </span>
        )}
        <div className="ml-4 hidden items-center gap-1 xl:flex">
          {items.map((item) => (
            <DesktopItem key={item.id} item={item} />
          ))}
        </div>
        <div className="ml-auto flex items-center gap-1">
          <NavbarSearchSlot placement="desktop" />
          <ThemeToggle />
          <div className="hidden xl:block">
            {user ? (
              <Deferred
                load={loadUserMenu}
                props={{ user }}
                standIn={(trigger) => <UserMenuStandIn user={user} trigger={trigger} />}
              />
            ) : (
              <div className="flex items-center gap-2">
                <Link to={paths.login()} className={buttonClasses('ghost', 'sm')}>
                  {t('nav.login')}
                </Link>
                <Link to={paths.register()} className={buttonClasses('primary', 'sm')}>
                  {t('nav.register')}
                </Link>
              </div>
            )}
          </div>
          <MobileMenu items={items} user={user} />
        </div>
      </nav>
    </header>
  );
}
