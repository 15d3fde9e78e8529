import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchPendingQueries } from './fetch-pending-queries';

/** What a server render leaves behind: a query a component asked for, built in the cache but never started. */
function askFor(client: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) {
  new QueryObserver(client, options);
}

describe('fetchPendingQueries', () => {
  it('fetches what the render asked for and did not have, and says how many', async () => {
    const client = new QueryClient();
    const tournament = vi.fn(async () => ({ name: 'Open 2026' }));
    askFor(client, { queryKey: ['tournament', 7], queryFn: tournament });

    expect(await fetchPendingQueries(client)).toBe(1);
    expect(client.getQueryData(['tournament', 7])).toEqual({ name: 'Open 2026' });
    expect(await fetchPendingQueries(client)).toBe(0);
    expect(tournament).toHaveBeenCalledTimes(1);
  });

  it('leaves disabled and skipped queries alone, as the browser would', async () => {
    const client = new QueryClient();
    const never = vi.fn(async () => 'mine');
    askFor(client, { queryKey: ['my-participations'], queryFn: never, enabled: false });
    askFor(client, { queryKey: ['my-wallet'], queryFn: never, enabled: () => false });
    askFor(client, { queryKey: ['search'], queryFn: skipToken });

    expect(await fetchPendingQueries(client)).toBe(0);
    expect(never).not.toHaveBeenCalled();
  });

  it('keeps a failure as the query’s error for the caller to judge', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    askFor(client, {
      queryKey: ['tournament', 404],
      queryFn: async () => {
        throw new Error('not found');
      },
    });

    expect(await fetchPendingQueries(client)).toBe(1);
    expect(client.getQueryState(['tournament', 404])?.error).toEqual(new Error('not found'));
  });
});
