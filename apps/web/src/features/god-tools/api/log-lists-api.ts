import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListResponse, TLogText, TResendResponse, TSentEmail } from '@tennis/contracts';
import { listStateToApiQuery, type ListState } from '../../../components/resource-pages/model/list-query';
import { api } from '../../../lib/api-client';

/** One page of a god-mode log list, e.g. GET /api/request-logs?page=&filters[from]=. */
export const logListQuery = <Row>(endpoint: string, state: ListState) =>
  queryOptions({
    queryKey: ['god-tools', endpoint, state],
    queryFn: ({ signal }) =>
      api.get<TListResponse<Row>>(`${endpoint}?${listStateToApiQuery(state).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The whole text behind a cut cell, e.g. GET /api/revisions/{id}/text?field=oldValues. */
export const logTextQuery = (path: string) =>
  queryOptions({
    queryKey: ['god-tools', 'text', path],
    queryFn: ({ signal }) => api.get<TLogText>(path, { signal }),
    staleTime: Infinity,
  });

/** GET /api/sent-emails/{id}: one mail whole, for its dialog. */
export const sentEmailQuery = (id: number) =>
  queryOptions({
    queryKey: ['god-tools', 'sent-email', id],
    queryFn: ({ signal }) => api.get<{ data: TSentEmail }>(`/api/sent-emails/${id}`, { signal }),
    staleTime: Infinity,
  });

/** POST /api/sent-emails/{id}/resend; the list then shows the copy. */
export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TResendResponse>(`/api/sent-emails/${id}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['god-tools', '/api/sent-emails'] }),
  });
}
