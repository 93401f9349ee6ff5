import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signOut } from '../features/session/api';
import { useStaff } from './staff';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { MerchantSwitcher } from './MerchantSwitcher';

/** The bar above every page: the merchant acted on, who is signed in, language, sign out. */
export function TopBar({
  menuOpen,
  onToggleMenu,
}: {
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useTranslation();
  const staff = useStaff();
  const leave = useMutation({ mutationFn: signOut });
  const role = t(`roles.${staff.role}`);
  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-button menu-button"
        aria-expanded={menuOpen}
        aria-controls="console-sidebar"
        aria-label={menuOpen ? t('app.closeMenu') : t('app.openMenu')}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <span className="topbar-brand">{t('app.name')}</span>
      <MerchantSwitcher />
      <div className="topbar-end">
        <span className="topbar-staff" title={t('app.staff', { username: staff.username, role })}>
          <span className="visually-hidden">
            {t('app.staff', { username: staff.username, role })}
          </span>
          <span aria-hidden="true">
            <strong>{staff.username}</strong> <span className="role-badge">{role}</span>
          </span>
        </span>
        <LanguageSwitch />
        <button
          type="button"
          className="button button-small topbar-signout"
          onClick={() => leave.mutate()}
          disabled={leave.isPending}
        >
          {leave.isPending ? t('app.signingOut') : t('app.signOut')}
        </button>
      </div>
    </header>
  );
}
