import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleSession } from '../api/console-session';
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
  const queryClient = useQueryClient();

  useEffect(() => {
    // Nothing of a session outlives it: the next staff member on this screen starts clean.
    if (!token) queryClient.clear();
  }, [token, queryClient]);

  if (!token) return <SignInPage sessionEnded={ended} />;
  return <SignedIn />;
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
