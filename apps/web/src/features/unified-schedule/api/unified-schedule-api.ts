import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUnifiedSchedule } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';

/** GET /api/hosts/{hostSlug}/unified-schedule?date=YYYY-MM-DD; refreshed with every match list after an action. */
export const useUnifiedSchedule = (hostSlug: string, date: string) =>
  useQuery({
    queryKey: [...MATCHES_KEY, 'unified-schedule', hostSlug, date],
    queryFn: ({ signal }) =>
      api.get<TUnifiedSchedule>(`/api/hosts/${encodeURIComponent(hostSlug)}/unified-schedule`, {
        query: { date },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
