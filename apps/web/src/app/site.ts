import type { SystemStatus } from '@croupier/contract';
import { createContext, useContext } from 'react';

/** The loaded system status, for everything rendered inside the normal site. */
export const SiteContext = createContext<SystemStatus | null>(null);

export function useSite(): SystemStatus {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside the loaded site');
  return site;
}
