import { modIds, isModuleEnabled } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enabledCategories } from '../games/categories';
import { SideGameEntries } from '../../features/games/nav/slots';
import { SideAccountEntries, SideBalance } from '../../features/member-centre/slots';
import { useMemberInfo } from '../session/member-info';
import { useLoginCheck } from '../session/login-check';
import { useSessionStore } from '../session/store';
import { useSite } from '../site';
import { Icon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { LanguageSelect } from './LanguageSelect';
import { useShellStore } from './shell-store';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="side-section" open>
      <summary>
        {title}
        <Icon name="chevron" size={18} />
      </summary>
      <ul>{children}</ul>
    </details>
  );
}

/**
 * The side menu (spec §2), opened from the header's menu button: sign-in or the member, the
 * promotions, the game centre and account lists (collapsible), app download, customer
 * service, help, language and sign-out, with e-sports and PVP in a bottom bar. The balance,
 * deposit, withdrawal and account entries come from the member centre; rewards join later.
 */
export function SideMenu({
  onClose,
  contactUs,
}: {
  onClose: () => void;
  contactUs: (() => void) | null;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const member = useMemberInfo();
  const loginCheck = useLoginCheck();
  const openNotices = useShellStore((state) => state.openNotices);
  const categories = enabledCategories(site.info.whitelabel);
  const bottomBar = categories.filter(
    ({ category }) => category === 'ESPORTS' || category === 'PVP',
  );
  const referral = isModuleEnabled(site.info.whitelabel, modIds.referral);
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  const link = (to: string, label: string, icon?: Parameters<typeof Icon>[0]['name']) => (
    <li>
      <Link to={to} onClick={onClose}>
        {icon && <Icon name={icon} size={20} />}
        {label}
      </Link>
    </li>
  );

  return (
    <Modal title={t('nav.menu')} onClose={onClose} size="drawer" testId="side-menu">
      <nav className="side-menu" aria-label={t('nav.sideMenu')}>
        {token ? (
          <div className="side-member">
            <Icon name="user" size={28} />
            <div>
              <strong>{member.data?.account ?? t('common.loading')}</strong>
              {member.data?.clubLabel.labelName && (
                <span className="vip-label">{member.data.clubLabel.labelName}</span>
              )}
            </div>
          </div>
        ) : (
          <div className="side-guest">
            <button
              type="button"
              className="button button-primary"
              onClick={then(() => openModal('login'))}
            >
              {t('session.login')}
            </button>
            <button type="button" className="button" onClick={then(() => openModal('register'))}>
              {t('session.register')}
            </button>
          </div>
        )}
        {token && <SideBalance then={then} />}
        <ul className="side-links">
          {link('/promotions', t('nav.promotions'), 'gift')}
          {link('/vip', t('session.vipRank'), 'crown')}
          {link('/pointMall', t('nav.pointMall'), 'gift')}
          {!token && referral && link('/join', t('nav.inviteFriends'), 'user')}
        </ul>
        {categories.length > 0 && (
          <Section title={t('nav.gameCentre')}>
            <SideGameEntries place="centre" then={then} />
          </Section>
        )}
        {token && (
          <Section title={t('nav.account')}>
            <SideAccountEntries then={then} />
            <li>
              <button
                type="button"
                onClick={() => loginCheck(then(() => openModal('changePassword')))}
              >
                <Icon name="user" size={20} />
                {t('session.changePassword')}
              </button>
            </li>
          </Section>
        )}
        <ul className="side-links">
          {link('/down', t('nav.appDownload'), 'download')}
          {contactUs && (
            <li>
              <button type="button" onClick={then(contactUs)}>
                <Icon name="chat" size={20} />
                {t('common.customerService')}
              </button>
            </li>
          )}
          {link('/help', t('nav.helpCentre'), 'help')}
          {/* The header's bell is not on phones: the notices are here too. */}
          <li>
            <button type="button" onClick={openNotices}>
              <Icon name="bell" size={20} />
              {t('nav.notices')}
            </button>
          </li>
        </ul>
        <div className="side-language">
          <LanguageSelect />
        </div>
        {token && (
          <button
            type="button"
            className="button side-logout"
            onClick={then(() => openModal('logout'))}
          >
            <Icon name="logout" size={20} />
            {t('session.logout')}
          </button>
        )}
        {bottomBar.length > 0 && (
          <ul className="side-bottom-bar">
            <SideGameEntries place="bottom" then={then} />
          </ul>
        )}
      </nav>
    </Modal>
  );
}
