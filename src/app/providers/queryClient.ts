import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Chain reads change with every block; a short freshness window avoids refetch storms.
        staleTime: 10_000,
        retry: 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}
