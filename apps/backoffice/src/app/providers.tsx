import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/client';

function shouldRetry(failureCount: number, error: Error): boolean {
  // A refusal (4xx) will not change by asking again; network trouble and 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The console's query cache and its defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** `client` lets main.tsx own the cache; tests omit it and get a fresh one each. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [ownClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}
