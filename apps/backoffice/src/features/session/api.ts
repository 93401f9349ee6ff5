import { consoleAccess, consoleAdmin } from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../api/calls';
import { consoleSession } from '../../api/console-session';

const { endpoints } = consoleAccess;

/**
 * Who is signed in. Asked once per session and never polled: every `/bo` call keeps the
 * session alive, so polling would defeat the 30-minute idle sign-out.
 */
export const staffMeQuery = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: ({ signal }) => callEndpoint(endpoints.me, { signal }),
  staleTime: Infinity,
});

/**
 * Whether the deployment still waits for its first owner. Asked once, without retries: the
 * sign-in falls back to the password form when it fails, and waiting out retries would keep
 * staff from signing in for seconds.
 */
export const setupStateQuery = queryOptions({
  queryKey: ['session', 'setup'],
  queryFn: ({ signal }) => callEndpoint(consoleAdmin.endpoints.setupState, { signal }),
  retry: false,
  staleTime: Infinity,
});

/** Creates the first owner with the one-time token the server printed at its start. */
export function createFirstOwner(body: consoleAdmin.SetupBody): Promise<null> {
  return callEndpoint(consoleAdmin.endpoints.setup, { body });
}

/** Step 1: the password. The answer says which second step comes next. */
export function submitPassword(body: consoleAccess.LoginBody): Promise<consoleAccess.LoginStep> {
  return callEndpoint(endpoints.login, { body });
}

/** Step 2: the authenticator's code; the answer is the session. */
export function submitCode(body: consoleAccess.TotpBody): Promise<consoleAccess.StaffSession> {
  return callEndpoint(endpoints.totp, { body });
}

/**
 * Ends the session on the server, then here. Signing out always works locally: if the call
 * fails (network down), the token is forgotten anyway and dies at its idle limit.
 */
export async function signOut(): Promise<void> {
  try {
    await callEndpoint(endpoints.logout);
  } catch {
    // Forgotten below either way.
  } finally {
    consoleSession.end('signed_out');
  }
}
