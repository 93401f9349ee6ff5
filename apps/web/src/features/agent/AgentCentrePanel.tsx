import { Suspense, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../app/chunks';
import {
  agentCentrePages,
  useAgentCentreStore,
  type AgentCentrePage,
} from '../../app/agent-centre/store';
import { isAgentType } from '../../app/member-centre/pages';
import { useMemberInfo } from '../../app/session/member-info';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useAgentCatalogue } from './catalogue';
import '../../ui/centre-panel.css';
import './agent.css';

// Each page is a chunk of its own, loaded when first chosen.
const pageComponents: Record<AgentCentrePage, ComponentType> = {
  agentTeamOverview: lazyNamed(() => import('./team/TeamOverviewPage'), 'TeamOverviewPage'),
  agentDownline: lazyNamed(() => import('./downlines/DownlinesPage'), 'DownlinesPage'),
};

/**
 * The agent centre (spec §2 "Agent centre"): its menu with the chosen page highlighted, the
 * page beside it (under it on phones), and a close button. A member who is not an agent is
 * told so instead (the server refuses them too).
 */
export function AgentCentrePanel() {
  useAgentCatalogue();
  const { t } = useTranslation();
  const headingId = useId();
  const { page, openAgentCentre, closeAgentCentre } = useAgentCentreStore();
  const member = useMemberInfo();
  const PageContent = pageComponents[page];

  return (
    <Modal title={t('agent.title')} onClose={closeAgentCentre} testId="agent-centre">
      {member.isPending ? (
        <Loader />
      ) : !isAgentType(member.data?.type) ? (
        // Said to someone already signed in: the login refusal's words would not fit.
        <p className="centre-refusal" role="alert">
          {t('agent.notAgent')}
        </p>
      ) : (
        <div className="centre agent-centre">
          <nav className="centre-menu" aria-label={t('agent.menu')}>
            <ul>
              {agentCentrePages.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    aria-current={key === page ? 'page' : undefined}
                    onClick={() => openAgentCentre(key)}
                  >
                    {t(`agent.pages.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            className="centre-page"
            aria-labelledby={headingId}
            data-testid="agent-centre-page"
          >
            <h3 id={headingId}>{t(`agent.pages.${page}`)}</h3>
            <Suspense fallback={<Loader />}>
              <PageContent />
            </Suspense>
          </section>
        </div>
      )}
    </Modal>
  );
}
