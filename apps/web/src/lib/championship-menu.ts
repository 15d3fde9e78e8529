import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChampionshipMenuResponse, TChampionshipMenuEntry } from '@tennis/contracts';
import { api } from './api-client';

/** GET /api/championships-menu: the championships the navbar lists; none when the call fails. */
export const championshipMenuQuery = queryOptions({
  queryKey: ['championships-menu'],
  queryFn: async (): Promise<TChampionshipMenuEntry[]> => {
    try {
      return (await api.get<TChampionshipMenuResponse>('/api/championships-menu')).data;
    } catch {
      return [];
    }
  },
  staleTime: 10 * 60_000,
});

export function useChampionshipMenu(): TChampionshipMenuEntry[] {
  return useQuery(championshipMenuQuery).data ?? [];
}

/**
 * The men's singles championship of the host of the given year (or the latest
 * one before it): where a main-host back-office user lands after login.
 */
export function mensChampionshipOf(
  entries: readonly TChampionshipMenuEntry[],
  year: number,
): TChampionshipMenuEntry | undefined {
  return entries
    .filter((c) => c.type === 'singles' && c.gender === 0 && c.year <= year)
    .sort((a, b) => b.year - a.year)[0];
}
