import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TAdvancedStatsResponse, TSiteTrafficResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/advanced-stats?start=&end= (Athens days, both included). */
export const advancedStatsQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: ['advanced-stats', start, end],
    queryFn: ({ signal }) => api.get<TAdvancedStatsResponse>('/api/advanced-stats', { query: { start, end }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/stats/site-traffic?month=YYYY-MM. */
export const siteTrafficQuery = (month: string) =>
  queryOptions({
    queryKey: ['site-traffic', month],
    queryFn: ({ signal }) =>
      api.get<TSiteTrafficResponse>('/api/admin/stats/site-traffic', { query: { month }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
