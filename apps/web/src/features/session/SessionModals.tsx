import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../app/chunks';
import { Loader } from '../../ui/Loader';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../i18n';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { logout } from './api';
import { memberInfoKey, useMemberInfo } from '../../app/session/member-info';
import { LoginForm } from './LoginForm';
import { useSessionStore } from '../../app/session/store';

// The forms behind these modals (and their form libraries) load when first opened.
const RegisterModal = lazyNamed(() => import('./RegisterModal'), 'RegisterModal');
const ForgotPasswordModal = lazyNamed(() => import('./ForgotPasswordModal'), 'ForgotPasswordModal');
const ChangePasswordModal = lazyNamed(() => import('./ChangePasswordModal'), 'ChangePasswordModal');

/** The one open sign-in modal (spec §2 "Modals"), rendered once inside the site layout. */
export function SessionModals() {
  const modal = useSessionStore((state) => state.modal);
  const openModal = useSessionStore((state) => state.openModal);
  const member = useMemberInfo();

  // A member whose password must change (123456, expired, reset by e-mail) changes it first,
  // also after a reload or after backing out of the sign-out question.
  useEffect(() => {
    if (member.data?.passwordChangeRequired && modal === null)
      openModal('changePassword', { forced: true });
  }, [member.data?.passwordChangeRequired, modal, openModal]);

  return <Suspense fallback={<Loader fullPage />}>{activeModal(modal)}</Suspense>;
}

function activeModal(modal: ReturnType<typeof useSessionStore.getState>['modal']) {
  switch (modal) {
    case 'login':
      return <LoginModal />;
    case 'register':
      return <RegisterModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'changePassword':
      return <ChangePasswordModal />;
    case 'logout':
      return <LogoutDialog />;
    case 'trialWarning':
      return <TrialWarning />;
    default:
      return null;
  }
}

function LoginModal() {
  const { t } = useTranslation();
  const closeModal = useSessionStore((state) => state.closeModal);
  return (
    <Modal title={t('session.loginTitle')} onClose={closeModal} testId="login-modal">
      <LoginForm variant="modal" />
    </Modal>
  );
}

/** Logout (spec §4): confirm, call, clear the session, go to /. */
function LogoutDialog() {
  const { t } = useTranslation();
  const closeModal = useSessionStore((state) => state.closeModal);
  const signOut = useSessionStore((state) => state.signOut);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // The session is ended on this device either way; an expired token is already gone.
    }
    signOut();
    queryClient.removeQueries({ queryKey: memberInfoKey });
    navigate('/', { replace: true });
  };
  return (
    <ConfirmDialog
      title={t('session.logout')}
      message={errorText('in_sure_logout')}
      confirmLabel={t('session.logout')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void confirm()}
      onClose={closeModal}
      busy={busy}
      testId="logout-dialog"
    />
  );
}

/** A trial account reaching for a real-account feature (spec §6, §8 in_need_true_account). */
function TrialWarning() {
  const { t } = useTranslation();
  const closeModal = useSessionStore((state) => state.closeModal);
  const openModal = useSessionStore((state) => state.openModal);
  return (
    <ConfirmDialog
      title={t('session.trialTitle')}
      message={errorText('in_need_true_account')}
      confirmLabel={t('session.in_increase_submit')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => openModal('register')}
      onClose={closeModal}
      testId="trial-warning"
    />
  );
}
