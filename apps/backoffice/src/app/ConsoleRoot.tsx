import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consoleSession, useConsoleSession } from '../api/console-session';
import { staffMeQuery } from '../features/session/api';
import { SignInPage } from '../features/session/SignInPage';
import { StaffProvider } from './staff';
import { ErrorState, Loading } from '../ui/states';
import { ConsoleLayout } from './ConsoleLayout';

/**
 * The root of every console page: the sign-in until there is a session, then the layout
 * around the page. The address is kept while signing in, so a staff member whose session ended
 * on a page comes back to it.
 */
export function ConsoleRoot() {
  const { token, ended } = useConsoleSession();
  useCacheEndsWithSession(useQueryClient());

  if (!token) return <SignInPage sessionEnded={ended} />;
  return <SignedIn />;
}

/**
 * Nothing of a session outlives it: the next staff member on this screen starts clean. The
 * cache is emptied in the session store's own notice that the session ended (signed out, or
 * refused by the server), not in an effect of the render that follows. A query enters the
 * cache while its component renders, so an effect of that commit, layout or passive, would
 * empty the cache under the sign-in page's own questions (is the console set up?) and leave
 * them waiting for good. The store tells its listeners before React renders the change, so
 * the sign-in page asks into an empty cache. A start (signing in) empties nothing: the sign-in
 * page's answers belong to no session.
 */
function useCacheEndsWithSession(queryClient: QueryClient): void {
  useEffect(() => {
    let current = consoleSession.token();
    return consoleSession.subscribe(() => {
      const next = consoleSession.token();
      if (current && next !== current) queryClient.clear();
      current = next;
    });
  }, [queryClient]);
}

function SignedIn() {
  const me = useQuery(staffMeQuery);
  if (me.isPending) return <Loading />;
  // A 401 has already ended the session (api/client.ts); anything else may pass.
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <StaffProvider staff={me.data}>
      <ConsoleLayout />
    </StaffProvider>
  );
}
