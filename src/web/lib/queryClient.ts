import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';
import { isMobileDevice } from './device';

/** TanStack Query defaults of visitor.md section 9. */
export function createQueryClient() {
  const mobile = isMobileDevice();
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: 0,
        retry: (failureCount) => mobile && failureCount < 2,
      },
      mutations: {
        retry: (failureCount, error) =>
          mobile && failureCount < 1 && /fetch|network/i.test((error as Error)?.message ?? ''),
      },
    },
  });
}
