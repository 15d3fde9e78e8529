import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@tennis/contracts';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

// The player's own calendar feed (its secret address): read, made or
// replaced, removed. Only the player themself gets an answer.

const feedPath = (playerId: number) => `/api/players/${playerId}/calendar-feed`;

export const calendarFeedQuery = (playerId: number) =>
  queryOptions({
    queryKey: ['players', playerId, 'calendar-feed'],
    queryFn: ({ signal }) => api.get<{ data: TCalendarFeed }>(feedPath(playerId), { signal }),
  });

type Change = { message: string; data: TCalendarFeed };

/** Make (or replace) and remove the address; the answer's message is shown and the card updated. */
export function useCalendarFeedChanges(playerId: number) {
  const client = useQueryClient();
  const settle = (answer: Change) => {
    client.setQueryData(calendarFeedQuery(playerId).queryKey, { data: answer.data });
    notify({ message: answer.message, level: 'success' });
  };
  const make = useMutation({ mutationFn: () => api.post<Change>(feedPath(playerId)), onSuccess: settle });
  const remove = useMutation({ mutationFn: () => api.delete<Change>(feedPath(playerId)), onSuccess: settle });
  return { make, remove };
}

/** The same address for calendar apps that subscribe through the webcal: scheme (Apple, Outlook). */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/** One match as a file to add to a calendar. */
export const matchCalendarFileUrl = (matchId: number) => `/api/matches/${matchId}/calendar.ics`;
