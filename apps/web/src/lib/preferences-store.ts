import { useSyncExternalStore } from 'react';
import { readPreferences, writePreferences, type Preferences } from './preferences';
import { currentScope } from './render-scope';

/** The preferences cookie as a tiny store: components re-render when a preference changes. */
const listeners = new Set<() => void>();

export function getPreferences(): Preferences {
  const scope = currentScope();
  scope.preferences ??= readPreferences();
  return scope.preferences;
}

export function updatePreferences(change: Partial<Preferences> | ((p: Preferences) => Preferences)): void {
  const next = typeof change === 'function' ? change(getPreferences()) : { ...getPreferences(), ...change };
  currentScope().preferences = next;
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
