import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBackofficeMatchList } from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { api } from '../../../lib/api-client';
import type { BackofficeMatchListQuery } from '../model/match-list-filters';

/** GET /api/matches: every match in the back office's reach, a page of the filtered ones. */
export const useBackofficeMatches = (query: BackofficeMatchListQuery) =>
  useQuery({
    // Under the matches' key: a score or rollback from the options dialog refreshes the page.
    queryKey: [...MATCHES_KEY, 'backoffice', query],
    queryFn: ({ signal }) => api.get<TBackofficeMatchList>('/api/matches', { query, signal }),
    placeholderData: keepPreviousData,
  });
