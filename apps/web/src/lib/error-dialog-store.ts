import { useSyncExternalStore } from 'react';

/** The error the danger dialog shows; `null` is a real value there ("Κάτι πήγε στραβά"). */
type State = { open: boolean; error: unknown };
let state: State = { open: false, error: undefined };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the danger dialog for an error of any kind (spec 1 §8). */
export function showError(error: unknown): void {
  set({ open: true, error });
}

export function closeErrorDialog(): void {
  set({ ...state, open: false });
}

export function useErrorDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
