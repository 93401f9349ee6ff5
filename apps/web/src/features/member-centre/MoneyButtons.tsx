import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from '../../app/member-centre/pages';

/**
 * Deposit and Withdrawal, beside the member's balance in the header and the side menu;
 * `onOpen(page)` is the click that opens the page in the member centre.
 */
export function MoneyButtons({
  onOpen,
  small = false,
}: {
  onOpen: (page: Extract<MemberCentrePage, 'depositv2' | 'withdraw'>) => () => void;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const size = small ? ' button-small' : '';
  return (
    <>
      <button
        type="button"
        className={`button button-primary${size}`}
        onClick={onOpen('depositv2')}
      >
        {t('memberCentre.pages.depositv2')}
      </button>
      <button type="button" className={`button${size}`} onClick={onOpen('withdraw')}>
        {t('memberCentre.pages.withdraw')}
      </button>
    </>
  );
}
