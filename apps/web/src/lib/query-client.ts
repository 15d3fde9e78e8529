import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Lists are cached 30 s (spec 1 §9); a refused call (4xx) is not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});
