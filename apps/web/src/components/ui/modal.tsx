import { lazy, Suspense } from 'react';
import type { ModalProps } from './modal-dialog';
import { useSessionExpired } from '../../lib/session-expiry';
import { useFocusReturn } from './use-focus-return';

// The dialog library downloads the first time a dialog opens, not with every page.
const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

/** A modal dialog: nothing while closed; its code arrives when it first opens. */
export function Modal(props: ModalProps) {
  // Here, not in the dialog: the trigger is read while this renders open, before the dialog moves focus inside.
  useFocusReturn(props.open);
  // Once the session has expired only a reload helps: a dialog opened before or after (a create form, a
  // prompt) would cover the session-expiry dialog or, being the newer one, take its focus and clicks.
  const expired = useSessionExpired();
  if (!props.open || (expired && !props.aboveAll)) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
