import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * The browser's one query cache, for the pages that fetch more than the catalogue and settings
 * (booking, account, consoles). The public pages read those two from lib/resource.ts and never load
 * this module: each other page's chunk brings it and renders inside it (withQuery).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** The page inside the shared query cache. */
export function withQuery<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQuery(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  return WithQuery;
}
