import { useSyncExternalStore } from 'react';

/** Whether the search palette is open: one palette, opened from the navbar button or Ctrl+K. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSearchPalette = () => set(true);
export const closeSearchPalette = () => set(false);
export const toggleSearchPalette = () => set(!open);

export function useSearchPaletteOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/**
 * Ctrl+K (⌘K on a Mac) opens and closes the palette. The physical key counts
 * too, since with the Greek layout active the same key reads 'κ'.
 */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
}

let earlyListener: ((event: KeyboardEvent) => void) | null = null;

/**
 * Remembers Ctrl+K pressed while a drawn page is still being taken over (the
 * palette's own listener comes with hydration, which waits for the first
 * paint): the palette then opens as soon as it mounts, and no key is lost.
 */
export function rememberEarlyShortcut(): void {
  if (earlyListener !== null) return;
  earlyListener = (event) => {
    if (!isPaletteShortcut(event)) return;
    event.preventDefault();
    toggleSearchPalette();
  };
  window.addEventListener('keydown', earlyListener);
}

/** The mounted palette listens itself from now on. */
export function forgetEarlyShortcut(): void {
  if (earlyListener === null) return;
  window.removeEventListener('keydown', earlyListener);
  earlyListener = null;
}
