import type { SystemStatus } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from './session/member-info';
import { customerServiceUrl, openCustomerServiceWindow } from '../features/system/customer-service';
import { errorText } from '../i18n';
import { ConfirmDialog } from '../ui/Modal';

/**
 * Customer service for any part of the site (header, side menu, right bar, maintenance and
 * restriction pages): `open` is null when the merchant has none; `dialog` tells the player
 * when the browser blocked the pop-up (spec §8 "popup blocked, allow and retry").
 */
export function useCustomerService(status: SystemStatus) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const [blocked, setBlocked] = useState(false);
  const url = customerServiceUrl(status.info.customerService, member.data?.clubLabel.rankLevel);
  const open = url
    ? () => {
        if (openCustomerServiceWindow(url) === 'blocked') setBlocked(true);
      }
    : null;
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
