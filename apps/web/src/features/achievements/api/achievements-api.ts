import { queryOptions } from '@tanstack/react-query';
import type { TAchievementLeader, TPlayerAchievements } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/players/{id}/achievements: the player's families, tiers and completion. */
export const playerAchievementsQuery = (playerId: number) =>
  queryOptions({
    queryKey: ['players', playerId, 'achievements'],
    queryFn: ({ signal }) =>
      api.get<{ data: TPlayerAchievements }>(`/api/players/${playerId}/achievements`, { signal }),
    staleTime: 60_000,
  });

/** GET /api/achievements/leaders: the players with the most unlocked. */
export const achievementLeadersQuery = () =>
  queryOptions({
    queryKey: ['achievements', 'leaders'],
    queryFn: ({ signal }) =>
      api.get<{ data: TAchievementLeader[] }>('/api/achievements/leaders', { query: { limit: 24 }, signal }),
    staleTime: 60_000,
  });
