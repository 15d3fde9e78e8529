import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-drawn page hands to the browser, as JSON in
 * `<script type="application/json" id="server-state">` (data, never run, so
 * the Content-Security-Policy stays without inline scripts): the query cache
 * the page was drawn from and the route loaders' results.
 */
export type ServerState = {
  queries: DehydratedState;
  router: HydrationState;
};

export const SERVER_STATE_ID = 'server-state';

/** The state as text safe inside a script element: no `</script>` or comment can end it early. */
export const serializeServerState = (state: ServerState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
