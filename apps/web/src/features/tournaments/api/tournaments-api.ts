import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZMessageResponse,
  ZTournamentCategoriesResponse,
  ZTournamentCategorySavedResponse,
  ZTournamentConclusionCheckResponse,
  ZTournamentFormOptions,
  ZTournamentListResponse,
  ZTournamentResponse,
  ZTournamentSavedResponse,
  ZTournamentStats,
  ZUpcomingTournamentsResponse,
  type TTournamentCreateRequest,
  type TTournamentUpdateRequest,
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
      api.get('/api/backoffice/tournaments', { schema: ZTournamentListResponse, query: { page, pageLength }, signal }),
    placeholderData: keepPreviousData,
  });

export const upcomingQuery = (hostId?: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'upcoming', hostId ?? null],
    queryFn: ({ signal }) =>
      api
        .get('/api/tournaments/upcoming', { schema: ZUpcomingTournamentsResponse, query: { hostId }, signal })
        .then((a) => a.data),
  });

export const underwayQuery = (page: number, pageLength: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'underway', page, pageLength],
    queryFn: ({ signal }) =>
      api.get('/api/tournaments/underway', { schema: ZTournamentListResponse, query: { page, pageLength }, signal }),
    placeholderData: keepPreviousData,
  });

export const tournamentQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.one(id),
    queryFn: ({ signal }) => api.get(one(id), { schema: ZTournamentResponse, signal }).then((a) => a.data),
  });

/** What concluding would leave unplayed, asked fresh each time the confirmation opens. */
export const conclusionCheckQuery = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.one(id), 'conclusion-check'],
    queryFn: ({ signal }) =>
      api
        .get(`${one(id)}/conclusion-check`, { schema: ZTournamentConclusionCheckResponse, signal })
        .then((a) => a.data),
    staleTime: 0,
  });

export const landingQuery = (hostSlug: string, tournamentSlug: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'landing', hostSlug, tournamentSlug],
    queryFn: ({ signal }) =>
      api
        .get(`/api/tournaments/${encodeURIComponent(hostSlug)}/${encodeURIComponent(tournamentSlug)}`, {
          schema: ZTournamentResponse,
          signal,
        })
        .then((a) => a.data),
  });

export const formOptionsQuery = (hostId?: number) =>
  queryOptions({
    queryKey: [...tournamentKeys.all, 'form-options', hostId ?? null],
    queryFn: ({ signal }) =>
      api
        .get('/api/backoffice/tournaments/form-options', {
          schema: z.object({ data: ZTournamentFormOptions }),
          query: { hostId },
          signal,
        })
        .then((a) => a.data),
    staleTime: 60_000,
  });

export const categoriesQuery = (id: string) =>
  queryOptions({
    queryKey: tournamentKeys.categories(id),
    queryFn: ({ signal }) =>
      api.get(`${one(id)}/tournament-categories`, { schema: ZTournamentCategoriesResponse, signal }),
  });

export const statsQuery = (id: string) =>
  queryOptions({
    queryKey: [...tournamentKeys.one(id), 'stats'],
    queryFn: ({ signal }) =>
      api
        .get(`/api/backoffice/tournaments/${encodeURIComponent(id)}/stats`, {
          schema: z.object({ data: ZTournamentStats }),
          signal,
        })
        .then((a) => a.data),
  });

export type TournamentFiles = { poster?: File | null; proclamation?: File | null };

export function useCreateTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: TTournamentCreateRequest; files: TournamentFiles }) =>
      sendMultipart('POST', '/api/tournaments', fields, files, ZTournamentSavedResponse),
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
      sendMultipart('PUT', one(id), fields, files, ZTournamentSavedResponse),
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
    mutationFn: (command: TournamentCommand) =>
      api.post(`${one(id)}/${command}`, undefined, { schema: ZTournamentSavedResponse }),
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
    mutationFn: (hostCategoryId: number) =>
      api.post(`${one(id)}/tournament-categories`, { hostCategoryId }, { schema: ZTournamentCategorySavedResponse }),
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
    mutationFn: (categoryId: number) =>
      api.delete(`${one(id)}/tournament-categories/${categoryId}`, { schema: ZMessageResponse }),
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
      api.post(
        `${one(id)}/tournament-categories/${categoryId}/visibility`,
        { visible },
        { schema: ZTournamentCategorySavedResponse },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: tournamentKeys.categories(id) }),
  });
}
