import { useParams } from 'react-router';

/** The `:id` of the page's path (the router only matches these pages with one). */
export function useChampionshipId(): string {
  return useParams<{ id: string }>().id ?? '';
}
