import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { useFocusReturn } from '../../components/ui/use-focus-return';
import { MenuIcon } from './icons';
import type { NavItem } from './navbar-links';

// The sheet (a dialog) downloads when the menu is first opened, or as soon as a finger or pointer nears the button.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** The same links as the navbar, in a sheet for phones (below 768 px). */
export function MobileMenu({ items, user }: { items: NavItem[]; user: TCurrentUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // The sheet leaves the page when it closes, taking its own focus return with it: the button gets focus back.
  useFocusReturn(open);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <div className="xl:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadSheet()}
        onTouchStart={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        aria-expanded={open}
        className="focus-ring inline-flex size-10 items-center justify-center rounded-control hover:bg-surface-sunken"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('shell.openMenu')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuSheet items={items} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
