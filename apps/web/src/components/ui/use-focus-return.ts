import { useEffect, useState } from 'react';

/** The element that has focus, unless nothing does (the body). */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Where focus goes when a dialog's trigger is gone: the page's heading, else its main region. */
function focusFallback(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1, main');
  if (!target) return;
  // A heading takes focus only from a script, never from the Tab key.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Returns focus to the element that opened a dialog once it closes (or unmounts). When that
 * element left with the dialog's action (a deleted row's button), focus goes to the page's h1,
 * so keyboard and screen-reader users never land on the top of the document.
 */
export function useFocusReturn(open: boolean): void {
  // Read while rendering: by the time effects run, the dialog has already moved focus inside.
  const [trigger, setTrigger] = useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTrigger(focusedElement());
  }

  useEffect(() => {
    if (!open) return;
    return () => {
      // After the dialog is gone and its own focus handling has run: fix only a focus that was lost.
      setTimeout(() => {
        if (focusedElement()?.isConnected) return;
        if (trigger?.isConnected) trigger.focus();
        else focusFallback();
      }, 0);
    };
  }, [open, trigger]);
}
