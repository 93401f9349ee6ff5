import { create } from 'zustand';
import { storageKeys } from '../../api/client';

/** The modals of sign-in (spec §2 "Modals"); one is open at a time. */
export type SessionModal =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'logout' | 'trialWarning';

type SessionState = {
  /** The session token; present means logged in (spec §4). Mirrored in sessionStorage. */
  token: string | null;
  modal: SessionModal | null;
  /** Why the change-password modal is open: a forced change needs no old password. */
  passwordChangeForced: boolean;
  /**
   * The server wants a captcha with the next login (after failures). The header's inline
   * form has no room for it and hands over to the login modal, with the account typed.
   */
  captchaDemanded: { account: string } | null;
  demandCaptcha: (account: string | null) => void;
  /** Stores the token; a forced password change opens in the same update, before anything else. */
  signIn: (token: string, options?: { forcePasswordChange?: boolean }) => void;
  signOut: () => void;
  openModal: (modal: SessionModal, options?: { forced?: boolean }) => void;
  closeModal: () => void;
};

function storedToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKeys.token) ?? null;
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  token: storedToken(),
  modal: null,
  passwordChangeForced: false,
  captchaDemanded: null,
  demandCaptcha: (account) => set({ captchaDemanded: account === null ? null : { account } }),
  signIn: (token, options) => {
    sessionStorage.setItem(storageKeys.token, token);
    const forced = options?.forcePasswordChange ?? false;
    set({
      token,
      captchaDemanded: null,
      modal: forced ? 'changePassword' : null,
      passwordChangeForced: forced,
    });
  },
  signOut: () => {
    // Session storage is cleared except the merchant values (spec §4 "Logout").
    const merchant = sessionStorage.getItem(storageKeys.merchant);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(storageKeys.merchant, merchant);
    set({ token: null, modal: null, passwordChangeForced: false });
  },
  openModal: (modal, options) => set({ modal, passwordChangeForced: options?.forced ?? false }),
  closeModal: () => set({ modal: null, passwordChangeForced: false }),
}));
