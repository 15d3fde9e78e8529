import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { getPreferences, updatePreferences } from '../../lib/preferences-store';

/** Ctrl+Delete toggles debug mode; in live it can never be switched on (spec 1 §4). */
export function useDebugHotkey(allowed: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!allowed) {
      if (getPreferences().debugMode) updatePreferences({ debugMode: false });
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.key !== 'Delete') return;
      event.preventDefault();
      const debugMode = !getPreferences().debugMode;
      updatePreferences({ debugMode });
      notify({ level: 'info', message: t(debugMode ? 'shell.debugOn' : 'shell.debugOff'), lifespan: 'toast' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed, t]);
}
