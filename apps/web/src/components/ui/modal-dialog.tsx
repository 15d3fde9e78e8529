import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { cx } from './cx';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
  actions: ReactNode;
  /** An alert dialog keeps focus until answered; a backdrop click does nothing. */
  role?: 'dialog' | 'alertdialog';
  /** The session-expiry dialog: drawn above every other layer, and every other modal steps aside for it. */
  aboveAll?: boolean;
};

/** The dialog itself (Headless UI); pages use `Modal`, which downloads it when first opened. */
export function ModalDialog({
  open,
  onClose,
  title,
  tone = 'default',
  children,
  actions,
  role = 'dialog',
  aboveAll = false,
}: ModalProps) {
  return (
    <Dialog
      open={open}
      onClose={role === 'alertdialog' ? () => {} : onClose}
      role={role}
      className={cx('relative', aboveAll ? 'z-[60]' : 'z-50')}
    >
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-lg rounded-card border border-line bg-surface shadow-xl">
          <div className={cx('rounded-t-card px-5 pt-5', tone === 'danger' && 'border-t-4 border-danger')}>
            <DialogTitle className={cx('text-lg font-semibold', tone === 'danger' && 'text-danger')}>
              {title}
            </DialogTitle>
          </div>
          <div className="max-h-[60dvh] overflow-y-auto px-5 py-4 text-sm">{children}</div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
