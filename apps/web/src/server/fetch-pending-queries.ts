import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';

/** A query the page asked for while drawing but that never started: the server has no effects to start it. */
function waitsForData(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return (
    query.state.status === 'pending' && query.state.fetchStatus === 'idle' && on !== false && queryFn !== skipToken
  );
}

/**
 * Fetches every query the last render asked for and did not have. Failures stay
 * in the cache as the query's error, for the caller to judge. Answers how many
 * were fetched: none means the page has all its data.
 */
export async function fetchPendingQueries(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient.getQueryCache().getAll().filter(waitsForData);
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}
