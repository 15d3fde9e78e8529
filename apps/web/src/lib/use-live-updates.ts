import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

// A public page follows its data while it is open: the API's event stream
// (decision 032) sends a version whenever what the page shows changed, and
// the page's queries are refetched (the cached answers make that cheap).
// Effects never run in the server render, so no stream is opened there.

/** After a refusal (404, 429) or a reconnect the browser gave up on: 4 s, 8 s, … at most a minute. */
const FIRST_RETRY_MS = 4_000;
const MAX_RETRY_MS = 60_000;

/** Refetches `queryKeys` on every event of the stream at `path` (null: follow nothing). */
export function useLiveUpdates(path: string | null, queryKeys: readonly QueryKey[]): void {
  const client = useQueryClient();
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });

  useEffect(() => {
    if (path === null || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const connect = () => {
      const current = new EventSource(path);
      source = current;
      current.onmessage = () => {
        failures = 0;
        for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
      };
      current.onerror = () => {
        // A dropped stream is reopened by the browser itself, with Last-Event-ID; a closed one is ours to reopen.
        if (current.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(connect, Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures));
        failures += 1;
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client, path]);
}
