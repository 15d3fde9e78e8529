import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZUnifiedSchedule } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';

/** GET /api/hosts/{hostSlug}/unified-schedule?date=YYYY-MM-DD; refreshed with every match list after an action. */
export const useUnifiedSchedule = (hostSlug: string, date: string) =>
  useQuery({
    queryKey: [...MATCHES_KEY, 'unified-schedule', hostSlug, date],
    queryFn: ({ signal }) =>
      api.get(`/api/hosts/${encodeURIComponent(hostSlug)}/unified-schedule`, {
        query: { date },
        schema: ZUnifiedSchedule,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
