import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { CloseIcon, MenuIcon } from './icons';
import { MobileMenuAccount } from './mobile-menu-account';
import { MobileMenuNav } from './mobile-menu-links';
import type { NavItem } from './navbar-links';
import { NavbarSearchSlot } from './navbar-search-slot';

/** The same links as the navbar, in a sheet for phones (below 768 px). */
export function MobileMenu({ items, user }: { items: NavItem[]; user: TCurrentUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
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
            <MobileMenuNav items={items} />
            <MobileMenuAccount user={user} />
          </div>
        </DialogPanel>
      </Dialog>
    </div>
  );
}
