import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { useSite } from '../../app/site';
import { loginByPassword, loginBySms, useCompleteSignIn } from './api';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { fieldMessage } from './field-messages';
import { rememberedLogin, rememberLogin } from './remember-me';
import { useSessionStore } from '../../app/session/store';
import { useSignInSwitches } from './switches';

type Mode = 'username' | 'sms';

type TextField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
type Values = Record<TextField, string> & { remember: boolean };
type Errors = Partial<Record<TextField, string>>;

/**
 * The login form's own small state: it sits in the header of every page, so it does without
 * the form libraries the larger forms load with their modals.
 */
function useLoginFields(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: TextField | 'remember', value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  return {
    values,
    errors,
    set,
    setError: (field: TextField, key: string) =>
      setErrors((current) => ({ ...current, [field]: key })),
    clearErrors: () => setErrors({}),
    replaceErrors: setErrors,
    input: (field: TextField) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        set(field, event.target.value);
        setErrors(({ [field]: _cleared, ...rest }) => rest);
      },
    }),
  };
}

/** Required fields of each way to log in (spec §5 "Login"); values are trimmed. */
function missingFields(mode: Mode, values: Values): Errors {
  const errors: Errors = {};
  if (mode === 'username') {
    if (!values.username.trim()) errors.username = 'field_required';
    if (!values.password) errors.password = 'field_required';
  } else {
    const mobile = values.mobileNum.trim();
    if (!mobile) errors.mobileNum = 'field_required';
    else if (!/^\d+$/.test(mobile)) errors.mobileNum = 'mobile_format';
    if (!values.verificationCode.trim()) errors.verificationCode = 'field_required';
  }
  return errors;
}

/** Sends are throttled to one a second (spec §4 "Login sends throttled to one per second"). */
const submitGapMs = 1000;

/** Lets one call through per `gapMs`; later ones inside the gap are dropped. */
function createGate(gapMs: number) {
  let last = 0;
  return {
    pass() {
      const now = Date.now();
      if (now - last < gapMs) return false;
      last = now;
      return true;
    },
  };
}

/**
 * The login form of the header bar and of the login modal (spec §2, §4): username and
 * password, or mobile and SMS code when the merchant has SMS login; the captcha appears when
 * the server asks for it after failures.
 */
export function LoginForm({ variant }: { variant: 'inline' | 'modal' }) {
  const { t } = useTranslation();
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
  const [mode, setMode] = useState<Mode>(
    remembered?.mode === 'sms' && switches.smsLogin ? 'sms' : 'username',
  );
  const [captchaShown, setCaptchaShown] = useState(handedOver !== null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useLoginFields({
    username: remembered?.mode === 'username' ? remembered.account : '',
    mobileNum: remembered?.mode === 'sms' ? remembered.account : '',
    password: '',
    verificationCode: '',
    captcha: '',
    remember: remembered !== null && !handedOver,
  });
  const { values, errors } = form;
  const [isSubmitting, setSubmitting] = useState(false);
  const message = (key?: string) => (key ? fieldMessage(t, key) : undefined);

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
        form.setError(field as TextField, key);
      }
      if (!value?.fields) setFormError(errorText(error.messageKey));
      form.set('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setFormError(null);
    form.clearErrors();
  };

  return (
    <form
      className={`login-form login-form-${variant}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid={`login-form-${variant}`}
    >
      {switches.smsLogin && (
        <div className="segmented" role="group" aria-label={t('session.loginMethod')}>
          <button
            type="button"
            aria-pressed={mode === 'username'}
            onClick={() => switchMode('username')}
          >
            {t('session.byUsername')}
          </button>
          <button type="button" aria-pressed={mode === 'sms'} onClick={() => switchMode('sms')}>
            {t('session.byMobile')}
          </button>
        </div>
      )}
      {mode === 'username' ? (
        <>
          <Field
            label={t('session.username')}
            placeholder={t('session.username')}
            autoComplete="username"
            required
            error={message(errors.username)}
            {...form.input('username')}
          />
          <Field
            label={t('session.password')}
            placeholder={t('session.password')}
            type="password"
            autoComplete="current-password"
            required
            error={message(errors.password)}
            {...form.input('password')}
          />
        </>
      ) : (
        <>
          <Field
            label={t('session.mobile')}
            placeholder={t('session.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            prefix={`+${site.merchant.defaultDialingCode}`}
            error={message(errors.mobileNum)}
            {...form.input('mobileNum')}
          />
          <SmsLoginCode form={form} error={message(errors.verificationCode)} />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          refreshSignal={captchaRound}
          error={message(errors.captcha)}
          {...form.input('captcha')}
        />
      )}
      <div className="login-form-extras">
        <label className="checkbox">
          <input
            type="checkbox"
            name="remember"
            checked={values.remember}
            onChange={(event) => form.set('remember', event.target.checked)}
          />
          {t('session.rememberMe')}
        </label>
        <button type="button" className="link-button" onClick={() => openModal('forgotPassword')}>
          {t('session.forgotPassword')}
        </button>
      </div>
      <FormError message={formError} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? t('session.signingIn') : t('session.login')}
        </button>
        {switches.directRegistration && (
          <button type="button" className="button" onClick={() => openModal('register')}>
            {t('session.register')}
          </button>
        )}
      </div>
    </form>
  );
}

function SmsLoginCode({
  form,
  error,
}: {
  form: ReturnType<typeof useLoginFields>;
  error?: string;
}) {
  const site = useSite();
  return (
    <SmsCodeField
      purpose="noLogin"
      countryDialingCode={site.merchant.defaultDialingCode}
      mobile={() => {
        const missing = missingFields('sms', { ...form.values, verificationCode: '-' });
        if (missing.mobileNum) {
          form.setError('mobileNum', missing.mobileNum);
          return null;
        }
        return form.values.mobileNum.trim();
      }}
      error={error}
      {...form.input('verificationCode')}
    />
  );
}
