import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore, type SessionModal } from '../../app/session/store';
import { useSignInSwitches } from './switches';

/** Opens a sign-in modal when its route is visited: /login, /register, /register.html. */
export function OpenSessionModal({
  modal,
}: {
  modal: Extract<SessionModal, 'login' | 'register'>;
}) {
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  // Only on arrival: signing in from the modal must not open it again.
  useEffect(() => {
    if (!useSessionStore.getState().token) openModal(modal);
  }, [modal, openModal]);
  return token && modal === 'login' ? <Navigate to="/index" replace /> : null;
}

/** Pages a guest may reach when the brand sends guests to the login first (spec §2 "Guard"). */
const openToGuests = new Set(['/login', '/register', '/register.html', '/helpmc', '/download']);

/** Spec §2 guard: with loginedToHomePage on, a visitor without a token goes to /login. */
export function useGuestRedirect(): string | null {
  const token = useSessionStore((state) => state.token);
  const { loginedToHomePage } = useSignInSwitches();
  const { pathname } = useLocation();
  if (!loginedToHomePage || token || openToGuests.has(pathname)) return null;
  return '/login';
}
