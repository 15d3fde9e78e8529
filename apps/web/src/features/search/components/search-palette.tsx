import { lazy, Suspense, useEffect, useState } from 'react';
import {
  closeSearchPalette,
  forgetEarlyShortcut,
  isPaletteShortcut,
  toggleSearchPalette,
  useSearchPaletteOpen,
} from '../model/palette-store';

// The palette's code (cmdk, the dialog) downloads on first use, not with every page.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

/**
 * The global search palette; the shell mounts it once. It listens for Ctrl+K
 * everywhere and opens when the navbar's SearchButton is pressed.
 */
export function SearchPalette() {
  const open = useSearchPaletteOpen();
  const [used, setUsed] = useState(false);

  useEffect(() => {
    forgetEarlyShortcut();
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      toggleSearchPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog open={open} onClose={closeSearchPalette} />
    </Suspense>
  );
}
