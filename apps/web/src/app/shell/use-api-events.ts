import { useEffect } from 'react';
import { onApiEvent } from '../../lib/api-events';
import { levelOf, notify } from '../../lib/notify';
import { getPreferences } from '../../lib/preferences-store';
import { currentUser, useSession } from '../../lib/session';
import { expireSession, sessionTimeoutMs } from '../../lib/session-expiry';

/** Calls whose 401 means nothing about the session: logging out of a session the server already forgot. */
const NOT_SESSION_CALLS = ['/logout', '/login'];

/**
 * Listens to the API client: flash messages become notices, a 401/419 of a
 * signed-in user ends the session, and every answer from the server restarts
 * the session clock (the server extends a session on each request it serves).
 */
export function useApiEvents(debugAllowed: boolean): void {
  const { user, lifetime } = useSession();
  const userId = user?.id;

  useEffect(() => {
    const timeout = userId === undefined ? undefined : sessionTimeoutMs(lifetime);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      if (timeout === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(expireSession, timeout);
    };
    restart();

    const off = onApiEvent((event) => {
      switch (event.type) {
        case 'response':
          if (debugAllowed && getPreferences().debugMode)
            console.debug(`[api] ${event.method} ${event.path} → ${event.status}`);
          if (event.status < 400) restart();
          break;
        case 'session-lost':
          if (currentUser() && !NOT_SESSION_CALLS.includes(event.path)) expireSession();
          break;
        case 'flash':
          notify({ message: event.message, level: levelOf(event.level) });
          break;
      }
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [userId, lifetime, debugAllowed]);
}
