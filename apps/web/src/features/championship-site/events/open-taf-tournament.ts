import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTournamentListItem, TTournamentListResponse, TUpcomingTournamentsResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** The Open TAF's tournaments are named so by their organiser: "open-taf-2026", "open-taf-autumn"… */
const OPEN_TAF_SLUG = /^open-taf(?:-|$)/;

/** Underway tournaments asked for at most: the event's own is one of the few running at a time. */
const UNDERWAY_PAGE_LENGTH = 50;

type LiveOpenTaf = { tournament: TTournamentListItem; underway: boolean } | null;

/**
 * The Open TAF on the platform now: the one under way, else the next one
 * coming; null when neither exists (the event page then only describes it).
 */
const liveOpenTafQuery = queryOptions({
  queryKey: ['championship-site', 'open-taf', 'live'],
  queryFn: async ({ signal }): Promise<LiveOpenTaf> => {
    const [underway, upcoming] = await Promise.all([
      api.get<TTournamentListResponse>('/api/tournaments/underway', {
        query: { page: 1, pageLength: UNDERWAY_PAGE_LENGTH },
        signal,
      }),
      api.get<TUpcomingTournamentsResponse>('/api/tournaments/upcoming', { signal }),
    ]);
    const isOpenTaf = (tournament: TTournamentListItem) => OPEN_TAF_SLUG.test(tournament.slug);
    const running = underway.data.find(isOpenTaf);
    if (running) return { tournament: running, underway: true };
    const next = upcoming.data.filter(isOpenTaf).sort((a, b) => a.tournamentStart.localeCompare(b.tournamentStart))[0];
    return next ? { tournament: next, underway: false } : null;
  },
});

export const useLiveOpenTaf = () => useQuery(liveOpenTafQuery);
