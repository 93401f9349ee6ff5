import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyNamed } from '../../app/chunks';
import { agentCentreParam, useAgentCentreStore } from '../../app/agent-centre/store';
import { Loader } from '../../ui/Loader';

const AgentCentreRoot = lazyNamed(() => import('./AgentCentreRoot'), 'AgentCentreRoot');

/**
 * The agent centre as a global modal, mounted once in the site layout. Its code loads only
 * when it is opened, from the member centre's menu or by `?agentCenter=<page>`.
 */
export function AgentCentreHost() {
  const [params] = useSearchParams();
  const shown = useAgentCentreStore((state) => state.shown);
  if (!shown && !params.has(agentCentreParam)) return null;
  return (
    <Suspense fallback={shown ? <Loader fullPage /> : null}>
      <AgentCentreRoot />
    </Suspense>
  );
}
