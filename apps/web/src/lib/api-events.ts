/**
 * What the API client tells the rest of the app without knowing about it: the
 * shell listens (session timer, session-expired dialog, flash notices, debug log).
 */
export type ApiEvent =
  | { type: 'response'; method: string; path: string; status: number }
  | { type: 'session-lost'; status: 401 | 419; method: string; path: string }
  | { type: 'flash'; message: string; level: string };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}
