import type { SystemStatus } from '@croupier/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from './session/member-info';
import { customerServiceUrl, openCustomerServiceWindow } from '../features/system/customer-service';
import { errorText } from '../i18n';
import { ConfirmDialog } from '../ui/Modal';

// The built-in chat loads when first opened: most visits never open customer service.
const ChatPanel = lazy(() =>
  import('../features/support/ChatPanel').then((module) => ({ default: module.ChatPanel })),
);

/**
 * Customer service for any part of the site (header, side menu, right bar, maintenance and
 * restriction pages): the brand's live-chat provider in a pop-up when it has one (`dialog`
 * then tells the player when the browser blocked it, spec §8 "popup blocked, allow and
 * retry"), else the built-in chat with the brand's support team (`dialog` is its panel).
 */
export function useCustomerService(status: SystemStatus) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const [blocked, setBlocked] = useState(false);
  const [chatting, setChatting] = useState(false);
  const url = customerServiceUrl(status.info.customerService, member.data?.clubLabel.rankLevel);
  const open = url
    ? () => {
        if (openCustomerServiceWindow(url) === 'blocked') setBlocked(true);
      }
    : () => setChatting(true);
  if (chatting)
    return {
      open,
      dialog: (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setChatting(false)} email={status.info.customerService.email} />
        </Suspense>
      ),
    };
  const dialog = blocked ? (
    <ConfirmDialog
      title={t('common.customerService')}
      message={errorText('popup_blocked')}
      confirmLabel={t('common.retry')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => {
        setBlocked(false);
        open?.();
      }}
      onClose={() => setBlocked(false)}
      testId="popup-blocked"
    />
  ) : null;
  return { open, dialog };
}
