import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { currentScope } from './render-scope';

/** Lists are cached 30 s (spec 1 §9); a refused call (4xx) is not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The query cache of the current render: the page's in the browser, the request's on the server. */
export function currentQueryClient(): QueryClient {
  const scope = currentScope();
  scope.queryClient ??= createQueryClient();
  return scope.queryClient;
}
