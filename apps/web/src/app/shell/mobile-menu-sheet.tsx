import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@tennis/contracts';
import { CloseIcon } from './icons';
import { MobileMenuAccount } from './mobile-menu-account';
import { MobileMenuNav } from './mobile-menu-links';
import type { NavItem } from './navbar-links';
import { NavbarSearchSlot } from './navbar-search-slot';

type Props = { items: NavItem[]; user: TCurrentUser | null; onClose: () => void };

/** The open sheet of the mobile menu (its own chunk: it downloads when the menu is first opened). */
export function MobileMenuSheet({ items, user, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} className="relative z-50 xl:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto bg-surface shadow-xl">
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <DialogTitle className="text-base font-semibold">{t('shell.menu')}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
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
  );
}
