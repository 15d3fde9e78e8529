import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCategoryListsResponse,
  TAddTournamentCategoryRequest,
  TMessageResponse,
  TTournamentCategoriesResponse,
  TTournamentCategorySavedResponse,
  TTournamentConclusionCheckResponse,
  TTournamentFormOptions,
  TTournamentListResponse,
  TTournamentResponse,
  TTournamentSavedResponse,
  TTournamentStats,
  TUpcomingTournamentsResponse,
  TTournamentCreateRequest,
  TTournamentUpdateRequest,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sendMultipart } from './send-multipart';

const one = (id: number | string) => `/api/tournaments/${encodeURIComponent(String(id))}`;

export const tournamentKeys = {
  all: ['tournaments'] as const,
  one: (id: string) => ['tournaments', 'one', id] as const,
  categories: (id: string) => ['tournaments', 'categories', id] as const,
};

export const backofficeListQuery = (page: number, pageLength: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'backoffice', page, pageLength],
    queryFn: ({ signal }) =>
      api.get<TTournamentListResponse>('/api/backoffice/tournaments', { query: { page, pageLength }, signal }),
    placeholderData: keepPreviousData,
  });

export const upcomingQuery = (hostId?: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'upcoming', hostId ?? null],
    queryFn: ({ signal }) =>
      api
        .get<TUpcomingTournamentsResponse>('/api/tournaments/upcoming', { query: { hostId }, signal })
        .then((a) => a.data),
  });

export const underwayQuery = (page: number, pageLength: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'underway', page, pageLength],
    queryFn: ({ signal }) =>
      api.get<TTournamentListResponse>('/api/tournaments/underway', { query: { page, pageLength }, signal }),
    placeholderData: keepPreviousData,
  });

export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.one(id),
    queryFn: ({ signal }) => api.get<TTournamentResponse>(one(id), { signal }).then((a) => a.data),
  });

/** What concluding would leave unplayed, asked fresh each time the confirmation opens. */
export const conclusionCheckQuery = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.one(id), 'conclusion-check'],
    queryFn: ({ signal }) =>
      api.get<TTournamentConclusionCheckResponse>(`${one(id)}/conclusion-check`, { signal }).then((a) => a.data),
    staleTime: 0,
  });

export const landingQuery = (hostSlug: string, tournamentSlug: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'landing', hostSlug, tournamentSlug],
    queryFn: ({ signal }) =>
      api
        .get<TTournamentResponse>(
          `/api/tournaments/${encodeURIComponent(hostSlug)}/${encodeURIComponent(tournamentSlug)}`,
          {
            signal,
          },
        )
        .then((a) => a.data),
  });

/** GET …/category-lists: each visible category's entry list and latest results, for the landing page. */
export const categoryListsQuery = (hostSlug: string, tournamentSlug: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'landing', hostSlug, tournamentSlug, 'category-lists'],
    queryFn: ({ signal }) =>
      api
        .get<TCategoryListsResponse>(
          `/api/tournaments/${encodeURIComponent(hostSlug)}/${encodeURIComponent(tournamentSlug)}/category-lists`,
          { signal },
        )
        .then((a) => a.data),
  });

export const formOptionsQuery = (hostId?: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'form-options', hostId ?? null],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TTournamentFormOptions }>('/api/backoffice/tournaments/form-options', {
          query: { hostId },
          signal,
        })
        .then((a) => a.data),
    staleTime: 60_000,
  });

export const categoriesQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.categories(id),
    queryFn: ({ signal }) => api.get<TTournamentCategoriesResponse>(`${one(id)}/tournament-categories`, { signal }),
  });

export const statsQuery = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.one(id), 'stats'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TTournamentStats }>(`/api/backoffice/tournaments/${encodeURIComponent(id)}/stats`, { signal })
        .then((a) => a.data),
  });

export type TournamentFiles = { poster?: File | null; proclamation?: File | null };

export function useCreateTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: TTournamentCreateRequest; files: TournamentFiles }) =>
      sendMultipart<TTournamentSavedResponse>('POST', '/api/tournaments', fields, files),
    onSuccess: (answer) => {
      client.setQueryData(tournamentKeys.one(String(answer.data.id)), answer.data);
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
      notify({ level: 'success', message: answer.message });
    },
  });
}

export function useUpdateTournament(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: TTournamentUpdateRequest; files: TournamentFiles }) =>
      sendMultipart<TTournamentSavedResponse>('PUT', one(id), fields, files),
    onSuccess: (answer) => {
      client.setQueryData(tournamentKeys.one(id), answer.data);
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
      notify({ level: 'success', message: answer.message });
    },
  });
}

export type TournamentCommand = 'next-state' | 'previous-state' | 'open-participations' | 'close-participations';

/** The lifecycle buttons of the details page. */
export function useTournamentCommand(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: TournamentCommand) => api.post<TTournamentSavedResponse>(`${one(id)}/${command}`, undefined),
    onSuccess: (answer) => {
      client.setQueryData(tournamentKeys.one(id), answer.data);
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
      notify({ level: 'success', message: answer.message });
    },
  });
}

export function useAddCategory(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddTournamentCategoryRequest) =>
      api.post<TTournamentCategorySavedResponse>(`${one(id)}/tournament-categories`, body),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: tournamentKeys.categories(id) });
      void client.invalidateQueries({ queryKey: tournamentKeys.one(id) });
      notify({ level: 'success', message: answer.message });
    },
  });
}

export function useDeleteCategory(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => api.delete<TMessageResponse>(`${one(id)}/tournament-categories/${categoryId}`),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: tournamentKeys.categories(id) });
      void client.invalidateQueries({ queryKey: tournamentKeys.one(id) });
      notify({ level: 'success', message: answer.message });
    },
  });
}

export function useCategoryVisibility(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, visible }: { categoryId: number; visible: boolean }) =>
      api.post<TTournamentCategorySavedResponse>(`${one(id)}/tournament-categories/${categoryId}/visibility`, {
        visible,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: tournamentKeys.categories(id) }),
  });
}
