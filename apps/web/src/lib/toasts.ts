import { useSyncExternalStore } from 'react';
import type { toast } from 'sonner';

/**
 * The toast library downloads with the first notice, not with every page. The
 * provider mounts its Toaster once a notice was asked for; the Toaster shows
 * the notices given before it mounted. A change sent to the server is usually
 * answered with a notice, so the api client asks for the toasts with the
 * request: the Toaster is ready when the answer comes.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<{ toast: typeof toast }> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any notice was given yet, so the Toaster is needed. */
export const useToastsWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
