import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppConfig } from '@tennis/contracts';
import { api } from './api-client';

/**
 * When the server cannot be reached the app still draws its public pages, as in
 * live: no developer tools, no bot check.
 */
const FALLBACK_APP_CONFIG: TAppConfig = {
  skin: 'multi-host',
  appEnv: 'live',
  godUserId: 0,
  botCheckSiteKey: null,
  mainHost: null,
};

export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: async () => {
    try {
      return await api.get<TAppConfig>('/api/app-config');
    } catch {
      return FALLBACK_APP_CONFIG;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig(): TAppConfig {
  return useQuery(appConfigQuery).data ?? FALLBACK_APP_CONFIG;
}

/** Developer features (user picker, debug mode, F2) exist in dev and test only. */
export const isDevLike = (config: Pick<TAppConfig, 'appEnv'>) => config.appEnv !== 'live';
