import { useSyncExternalStore } from 'react';

/** Below Tailwind's lg breakpoint a whole bracket no longer fits: the draw turns to round tabs. */
const NARROW = '(max-width: 1023px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is too narrow for the whole bracket; follows a rotated phone or a resized window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    // The server draws the phone layout first, as most visitors read the draw on one.
    () => true,
  );
}
