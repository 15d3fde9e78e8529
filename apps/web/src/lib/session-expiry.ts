import { useSyncExternalStore } from 'react';
import { clearSession } from './session';

/** Whether the "your session expired" dialog is up; once up, only a reload closes it. */
let expired = false;
const listeners = new Set<() => void>();

export function expireSession(): void {
  clearSession();
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
}

export function isSessionExpired(): boolean {
  return expired;
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
    () => expired,
  );
}

/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until a session of `lifetimeMinutes` ends, or undefined when no timer can or need run. */
export function sessionTimeoutMs(lifetimeMinutes: number): number | undefined {
  const ms = lifetimeMinutes * 60_000;
  return ms > 0 && ms <= MAX_TIMER_MS ? ms : undefined;
}
