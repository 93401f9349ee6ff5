import { Suspense } from 'react';
import {
  agentCentreParam,
  isAgentCentrePage,
  useAgentCentreStore,
} from '../../app/agent-centre/store';
import { useCentreInAddress } from '../../app/centre-in-address';
import { Loader } from '../../ui/Loader';
import { AgentCentrePanel } from './AgentCentrePanel';

/**
 * The agent centre and its address, loaded once either is asked for: kept in step as the
 * member centre's is, by `?agentCenter=<page>`.
 */
export function AgentCentreRoot() {
  const { shown, page, openAgentCentre, closeAgentCentre } = useAgentCentreStore();
  useCentreInAddress({
    param: agentCentreParam,
    isPage: isAgentCentrePage,
    shown,
    page,
    open: openAgentCentre,
    close: closeAgentCentre,
  });
  if (!shown) return null;
  return (
    <Suspense fallback={<Loader fullPage />}>
      <AgentCentrePanel />
    </Suspense>
  );
}
