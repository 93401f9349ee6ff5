import type { consoleAccess } from '@croupier/contract';
import { createContext, useContext, type ReactNode } from 'react';

const StaffContext = createContext<consoleAccess.StaffMe | null>(null);

/** The signed-in staff member, for every page inside the console's layout. */
export function StaffProvider({
  staff,
  children,
}: {
  staff: consoleAccess.StaffMe;
  children: ReactNode;
}) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

export function useStaff(): consoleAccess.StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() is only for pages of a signed-in console');
  return staff;
}
