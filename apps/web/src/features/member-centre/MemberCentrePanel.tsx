import { Component, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentCentreStore } from '../../app/agent-centre/store';
import { ChunkLoadError, lazyNamed } from '../../app/chunks';
import { DepositPage, RebatePage, WithdrawalPage } from '../../app/member-centre/hosted-pages';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { useMemberInfo } from '../../app/session/member-info';
import { useSecurity } from './api';
import { useMemberCentreCatalogue } from './catalogue';
import {
  useCashbackClaimable,
  isAgentType,
  visiblePages,
  type MemberCentrePage,
} from '../../app/member-centre/pages';
import { defaultMemberCentrePage, useMemberCentreStore } from '../../app/member-centre/store';
import '../../ui/centre-panel.css';
import './member-centre.css';

// Each page is a chunk of its own, loaded when first chosen. Deposit and withdrawal belong to
// their own features; the centre only gives them a place.
const pageComponents: Record<MemberCentrePage, ComponentType> = {
  securityCenter: lazyNamed(() => import('./pages/SecurityCenterPage'), 'SecurityCenterPage'),
  transferFund: lazyNamed(() => import('./pages/WalletPage'), 'WalletPage'),
  depositv2: DepositPage,
  withdraw: WithdrawalPage,
  transferUpline: lazyNamed(() => import('./pages/MemberTransferPage'), 'TransferUplinePage'),
  transferDownline: lazyNamed(() => import('./pages/MemberTransferPage'), 'TransferDownlinePage'),
  personalHistoryCopy: lazyNamed(() => import('./pages/BettingRecordPage'), 'BettingRecordPage'),
  manualRebate: RebatePage,
  transactionHistory: lazyNamed(
    () => import('./pages/TransactionHistoryPage'),
    'TransactionHistoryPage',
  ),
  personalProfit: lazyNamed(() => import('./pages/PersonalProfitPage'), 'PersonalProfitPage'),
  bonusDetails: lazyNamed(() => import('./pages/BonusDetailsPage'), 'BonusDetailsPage'),
  messageV2: lazyNamed(() => import('./pages/InboxPage'), 'InboxPage'),
};

/** A page whose code failed to arrive says so in place, instead of taking the site down. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failure: unknown }> {
  override state = { failure: null as unknown };
  static getDerivedStateFromError(failure: unknown) {
    return { failure };
  }
  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <ErrorState
        messageKey={failure instanceof ChunkLoadError ? failure.messageKey : 'system_error'}
        onRetry={() => window.location.reload()}
      />
    );
  }
}

/**
 * The member centre (spec §2 "Member centre"): titled personal center, a menu of its pages
 * with the chosen one highlighted, the page beside it (above it on phones) once its code has
 * loaded, and a close button.
 */
export function MemberCentrePanel() {
  useMemberCentreCatalogue();
  const { t } = useTranslation();
  const headingId = useId();
  const { page: chosen, openMemberCentre, closeMemberCentre } = useMemberCentreStore();
  const member = useMemberInfo();
  const security = useSecurity();
  const agent = isAgentType(member.data?.type);
  const openAgentCentre = useAgentCentreStore((state) => state.openAgentCentre);
  const cashback = useCashbackClaimable();
  const pages = visiblePages({
    cashback,
    agent,
    toUpline: Boolean(security.data?.toUpline),
  });
  // Transfer to upline waits for the security answer before it is known to exist.
  const page =
    pages.includes(chosen) || (chosen === 'transferUpline' && security.isPending)
      ? chosen
      : defaultMemberCentrePage;
  const PageContent = pageComponents[page];

  return (
    <Modal title={t('memberCentre.title')} onClose={closeMemberCentre} testId="member-centre">
      <div className="centre member-centre">
        <nav className="centre-menu" aria-label={t('memberCentre.menu')}>
          <ul>
            {pages.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  aria-current={key === page ? 'page' : undefined}
                  onClick={() => openMemberCentre(key)}
                >
                  {t(`memberCentre.pages.${key}`)}
                </button>
              </li>
            ))}
            {agent && (
              <li>
                <button
                  type="button"
                  data-testid="open-agent-centre"
                  onClick={() => {
                    closeMemberCentre();
                    openAgentCentre();
                  }}
                >
                  {t('memberCentre.agentCentre')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <section
          className="centre-page"
          aria-labelledby={headingId}
          data-testid="member-centre-page"
        >
          <h3 id={headingId}>{t(`memberCentre.pages.${page}`)}</h3>
          <PageErrorBoundary key={page}>
            <Suspense fallback={<Loader />}>
              <PageContent />
            </Suspense>
          </PageErrorBoundary>
        </section>
      </div>
    </Modal>
  );
}
