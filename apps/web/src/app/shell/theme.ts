import { useEffect, useSyncExternalStore } from 'react';
import { updatePreferences, usePreferences } from '../../lib/preferences-store';

const media = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;

function useSystemDark(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const m = media();
      m?.addEventListener('change', listener);
      return () => m?.removeEventListener('change', listener);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}

/** Dark when the darkMode preference says so; with no preference, as the device is set. */
export function useDarkMode(): [boolean, () => void] {
  const { darkMode } = usePreferences();
  const systemDark = useSystemDark();
  const dark = darkMode ?? systemDark;
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);
  return [dark, () => updatePreferences({ darkMode: !dark })];
}
