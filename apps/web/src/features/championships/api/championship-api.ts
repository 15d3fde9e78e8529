import { queryOptions } from '@tanstack/react-query';
import type {
  TChampionshipLandingResponse,
  TKnockoutImagesResponse,
  TPublicChampionshipResponse,
  TPublicMatchesResponse,
  TRaceResponse,
  TStandingsResponse,
} from '@tennis/contracts';
import { api } from '../../../lib/api-client';

// The public championship calls (spec 3 §7) as query options: one fetcher
// each, cached by TanStack Query under keys that name the championship.

export const landingQuery = (slug: string) =>
  queryOptions({
    queryKey: ['championships', 'landing', slug],
    queryFn: ({ signal }) =>
      api.get<TChampionshipLandingResponse>(`/api/championships/by-slug/${encodeURIComponent(slug)}`, {
        signal,
      }),
    staleTime: 30_000,
  });

export const championshipQuery = (id: number) =>
  queryOptions({
    queryKey: ['championships', id],
    queryFn: ({ signal }) => api.get<TPublicChampionshipResponse>(`/api/championships/${id}`, { signal }),
    staleTime: 60_000,
  });

export const standingsQuery = (id: number) =>
  queryOptions({
    queryKey: ['championships', id, 'standings'],
    queryFn: ({ signal }) => api.get<TStandingsResponse>(`/api/championships/${id}/standings`, { signal }),
    staleTime: 30_000,
  });

export const raceQuery = (id: number, month: string) =>
  queryOptions({
    queryKey: ['championships', id, 'race', month],
    queryFn: ({ signal }) =>
      api.get<TRaceResponse>(`/api/championships/${id}/standings/race-2-month/${month}`, { signal }),
    staleTime: 30_000,
  });

export const scheduledMatchesQuery = (id: number) =>
  queryOptions({
    queryKey: ['championships', id, 'scheduled-matches'],
    queryFn: ({ signal }) => api.get<TPublicMatchesResponse>(`/api/championships/${id}/scheduled-matches`, { signal }),
    staleTime: 30_000,
  });

export const recentResultsQuery = (id: number) =>
  queryOptions({
    queryKey: ['championships', id, 'recent-results'],
    queryFn: ({ signal }) => api.get<TPublicMatchesResponse>(`/api/championships/${id}/recent-results`, { signal }),
    staleTime: 30_000,
  });

/** GET /api/knockouts/{year}: the knockouts page's six images and whether the user may replace them. */
export const knockoutImagesQuery = (year: number) =>
  queryOptions({
    queryKey: ['knockouts', year],
    queryFn: ({ signal }) => api.get<TKnockoutImagesResponse>(`/api/knockouts/${year}`, { signal }),
    staleTime: 60_000,
  });
