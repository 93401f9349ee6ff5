import { useState } from 'react';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { useSite } from '../../app/site';
import { useSessionStore } from '../../app/session/store';
import { loginByPassword, loginBySms, useCompleteSignIn } from './api';
import {
  createGate,
  missingFields,
  useLoginFields,
  type LoginMode,
  type LoginTextField,
} from './login-fields';
import { rememberedLogin, rememberLogin } from './remember-me';
import { useSignInSwitches } from './switches';

/** Sends are throttled to one a second (spec §4 "Login sends throttled to one per second"). */
const submitGapMs = 1000;

/**
 * What the login form knows and does (spec §4, §5): the way to log in, the fields filled from
 * remember-me, the captcha once the server asks for it, and the send. The inline form hands a
 * due captcha over to the modal (see the store).
 */
export function useLogin(variant: 'inline' | 'modal') {
  const site = useSite();
  const switches = useSignInSwitches();
  const openModal = useSessionStore((state) => state.openModal);
  const demandCaptcha = useSessionStore((state) => state.demandCaptcha);
  const completeSignIn = useCompleteSignIn();
  // The modal takes over from the inline form once a captcha is due (see the store).
  const [handedOver] = useState(() =>
    variant === 'modal' ? useSessionStore.getState().captchaDemanded : null,
  );
  const [remembered] = useState(() =>
    handedOver ? { mode: 'username' as const, account: handedOver.account } : rememberedLogin(),
  );
  const [submitGate] = useState(() => createGate(submitGapMs));
  const [mode, setMode] = useState<LoginMode>(
    remembered?.mode === 'sms' && switches.smsLogin ? 'sms' : 'username',
  );
  const [captchaShown, setCaptchaShown] = useState(handedOver !== null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const form = useLoginFields({
    username: remembered?.mode === 'username' ? remembered.account : '',
    mobileNum: remembered?.mode === 'sms' ? remembered.account : '',
    password: '',
    verificationCode: '',
    captcha: '',
    remember: remembered !== null && !handedOver,
  });
  const { values } = form;

  const submit = async () => {
    const missing = missingFields(mode, values);
    if (captchaShown && !values.captcha.trim()) missing.captcha = 'in_vwrite_code';
    form.replaceErrors(missing);
    if (Object.keys(missing).length > 0 || !submitGate.pass()) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const captcha = captchaShown ? values.captcha?.trim() : undefined;
      const result =
        mode === 'username'
          ? await loginByPassword({
              username: values.username.trim(),
              password: values.password,
              captcha,
            })
          : await loginBySms({
              mobileNum: values.mobileNum.trim(),
              countryDialingCode: site.merchant.defaultDialingCode,
              verificationCode: values.verificationCode.trim(),
              captcha,
            });
      rememberLogin(
        values.remember
          ? {
              mode,
              account: (mode === 'username' ? values.username : values.mobileNum).trim(),
            }
          : null,
      );
      for (const field of ['password', 'verificationCode', 'captcha'] as const) form.set(field, '');
      setCaptchaShown(false);
      completeSignIn(result, { typedPassword: values.password });
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : new ApiError('system_error', 0);
      const value = error.value as { captcha?: boolean; fields?: Record<string, string> } | null;
      if (value?.captcha && variant === 'inline' && mode === 'username') {
        demandCaptcha(values.username.trim());
        openModal('login');
        return;
      }
      if (value?.captcha) {
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
        form.set('captcha', '');
      }
      for (const [field, key] of Object.entries(value?.fields ?? {})) {
        form.setError(field as LoginTextField, key);
      }
      if (!value?.fields) setFormError(errorText(error.messageKey));
      form.set('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setFormError(null);
    form.clearErrors();
  };

  return { form, mode, switchMode, captchaShown, captchaRound, formError, isSubmitting, submit };
}
