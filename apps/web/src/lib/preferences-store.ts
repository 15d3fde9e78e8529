import { useSyncExternalStore } from 'react';
import { readPreferences, writePreferences, type Preferences } from './preferences';

/** The preferences cookie as a tiny store: components re-render when a preference changes. */
let current: Preferences | undefined;
const listeners = new Set<() => void>();

export function getPreferences(): Preferences {
  current ??= readPreferences();
  return current;
}

export function updatePreferences(change: Partial<Preferences> | ((p: Preferences) => Preferences)): void {
  const next = typeof change === 'function' ? change(getPreferences()) : { ...getPreferences(), ...change };
  current = next;
  writePreferences(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
