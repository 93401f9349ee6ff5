import { trialAccountType } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { useOpenMemberCentre } from '../../app/member-centre/open';
import { freePlayLogin, useCompleteSignIn } from './api';
import { useMemberInfo } from '../../app/session/member-info';
import { useLoginCheck } from '../../app/session/login-check';
import { LoginForm } from './LoginForm';
import { useSessionStore } from '../../app/session/store';
import { useSignInSwitches } from './switches';

/**
 * The VIP rank label of the nav: the member's club label, leading to the VIP page (/vip) with
 * their progress. The spec shows '- -' to a visitor; an empty pill says nothing and looks
 * broken (issue 19), so a visitor, and a member not ranked yet, see none.
 */
export function VipRankLabel() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const member = useMemberInfo();
  const label = token ? member.data?.clubLabel.labelName : null;
  if (!label) return null;
  return (
    <Link to="/vip" className="vip-label" data-testid="vip-label" title={t('session.vipRank')}>
      <span className="visually-hidden">{t('session.vipRank')}: </span>
      {label}
    </Link>
  );
}

/** The right of the header bar: the login form for guests, the account for members. */
export function HeaderSession() {
  const token = useSessionStore((state) => state.token);
  return token ? <SignedInBar /> : <GuestBar />;
}

function GuestBar() {
  const { t } = useTranslation();
  const switches = useSignInSwitches();
  const openModal = useSessionStore((state) => state.openModal);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [freePlayBusy, setFreePlayBusy] = useState(false);
  const [freePlayError, setFreePlayError] = useState<string | null>(null);

  const startFreePlay = async () => {
    setFreePlayBusy(true);
    setFreePlayError(null);
    try {
      completeSignIn(await freePlayLogin());
      navigate('/', { replace: true });
    } catch (failure) {
      setFreePlayError(
        errorText(failure instanceof ApiError ? failure.messageKey : 'system_error'),
      );
    } finally {
      setFreePlayBusy(false);
    }
  };

  return (
    <div className="guest-bar" data-testid="guest-bar">
      <div className="inline-login">
        <LoginForm variant="inline" />
      </div>
      <div className="guest-buttons">
        <button
          type="button"
          className="button button-primary compact-only"
          onClick={() => openModal('login')}
        >
          {t('session.login')}
        </button>
        {switches.directRegistration && (
          <button
            type="button"
            className="button compact-only"
            onClick={() => openModal('register')}
          >
            {t('session.register')}
          </button>
        )}
        {switches.freePlay && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void startFreePlay()}
            disabled={freePlayBusy}
            data-testid="free-play"
          >
            {t('session.freePlay')}
          </button>
        )}
      </div>
      {freePlayError && (
        <p className="form-error" role="alert">
          {freePlayError}
        </p>
      )}
    </div>
  );
}

function SignedInBar() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const openModal = useSessionStore((state) => state.openModal);
  const loginCheck = useLoginCheck();
  const openMemberCentre = useOpenMemberCentre();
  const [open, setOpen] = useState(false);
  const info = member.data;
  const isTrial = info?.type === trialAccountType;

  return (
    <div className="signed-in-bar" data-testid="signed-in-bar">
      <div className="account-menu">
        <button
          type="button"
          className="button account-button"
          aria-expanded={open}
          aria-controls="account-panel"
          onClick={() => setOpen((value) => !value)}
          data-testid="account-button"
        >
          <span aria-hidden="true">●</span>
          {info ? info.account : t('common.loading')}
          {isTrial && <span className="badge">{t('session.trialBadge')}</span>}
        </button>
        {open && info && (
          <div
            id="account-panel"
            className="account-panel"
            role="region"
            aria-label={t('session.myAccount')}
          >
            <dl>
              <dt>{t('session.username')}</dt>
              <dd>{info.account}</dd>
              {info.nickname && (
                <>
                  <dt>{t('session.nickname')}</dt>
                  <dd>{info.nickname}</dd>
                </>
              )}
              <dt>{t('session.vipRank')}</dt>
              <dd>{info.clubLabel.labelName ?? '- -'}</dd>
              {info.mobile && (
                <>
                  <dt>{t('session.mobile')}</dt>
                  <dd>{info.mobile}</dd>
                </>
              )}
              {info.email && (
                <>
                  <dt>{t('fields.email')}</dt>
                  <dd>{info.email}</dd>
                </>
              )}
              <dt>{t('session.memberSince')}</dt>
              <dd>{info.regDate.slice(0, 10)}</dd>
            </dl>
            <div className="account-actions">
              {!isTrial && (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => {
                    setOpen(false);
                    openMemberCentre('securityCenter');
                  }}
                  data-testid="open-member-centre"
                >
                  {t('memberCentre.title')}
                </button>
              )}
              <button
                type="button"
                className="button"
                onClick={() =>
                  loginCheck(() => {
                    setOpen(false);
                    openModal('changePassword');
                  })
                }
                data-testid="change-password"
              >
                {t('session.changePassword')}
              </button>
            </div>
          </div>
        )}
      </div>
      <button
        type="button"
        className="button"
        onClick={() => openModal('logout')}
        data-testid="sign-out"
      >
        {t('session.logout')}
      </button>
    </div>
  );
}
