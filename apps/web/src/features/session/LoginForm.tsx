import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { useSite } from '../system/site-context';
import { loginByPassword, loginBySms, useCompleteSignIn } from './api';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { fieldMessage, requiredText } from './field-messages';
import { rememberedLogin, rememberLogin } from './remember-me';
import { useSessionStore } from './store';
import { useSignInSwitches } from './switches';

type Mode = 'username' | 'sms';

const schemas = {
  username: z.object({
    username: requiredText,
    password: z.string().min(1, 'field_required'),
    captcha: z.string().optional(),
    remember: z.boolean(),
  }),
  sms: z.object({
    mobileNum: requiredText.regex(/^\d+$/, 'mobile_format'),
    verificationCode: requiredText,
    captcha: z.string().optional(),
    remember: z.boolean(),
  }),
};
type Values = {
  username?: string;
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
  captcha?: string;
  remember: boolean;
};

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

  const form = useForm<Values>({
    resolver: zodResolver(schemas[mode]) as never,
    defaultValues: {
      username: remembered?.mode === 'username' ? remembered.account : '',
      mobileNum: remembered?.mode === 'sms' ? remembered.account : '',
      password: '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== null && !handedOver,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key?: string) => (key ? fieldMessage(t, key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    if (!submitGate.pass()) return;
    if (captchaShown && !values.captcha?.trim()) {
      form.setError('captcha', { message: 'in_vwrite_code' });
      return;
    }
    setFormError(null);
    try {
      const captcha = captchaShown ? values.captcha?.trim() : undefined;
      const result =
        mode === 'username'
          ? await loginByPassword({
              username: values.username!.trim(),
              password: values.password!,
              captcha,
            })
          : await loginBySms({
              mobileNum: values.mobileNum!.trim(),
              countryDialingCode: site.merchant.defaultDialingCode,
              verificationCode: values.verificationCode!.trim(),
              captcha,
            });
      rememberLogin(
        values.remember
          ? {
              mode,
              account: (mode === 'username' ? values.username : values.mobileNum)!.trim(),
            }
          : null,
      );
      form.reset({ ...values, password: '', verificationCode: '', captcha: '' });
      setCaptchaShown(false);
      completeSignIn(result, { typedPassword: values.password });
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : new ApiError('system_error', 0);
      const value = error.value as { captcha?: boolean; fields?: Record<string, string> } | null;
      if (value?.captcha && variant === 'inline' && mode === 'username') {
        demandCaptcha(values.username?.trim() ?? '');
        openModal('login');
        return;
      }
      if (value?.captcha) {
        setCaptchaShown(true);
        setCaptchaRound((round) => round + 1);
        form.setValue('captcha', '');
      }
      for (const [field, key] of Object.entries(value?.fields ?? {})) {
        form.setError(field as keyof Values, { message: key });
      }
      if (!value?.fields) setFormError(errorText(error.messageKey));
      form.setValue('password', '');
    }
  });

  const switchMode = (next: Mode) => {
    setMode(next);
    setFormError(null);
    form.clearErrors();
  };

  return (
    <form
      className={`login-form login-form-${variant}`}
      onSubmit={(event) => void submit(event)}
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
            error={message(errors.username?.message)}
            {...form.register('username')}
          />
          <Field
            label={t('session.password')}
            placeholder={t('session.password')}
            type="password"
            autoComplete="current-password"
            required
            error={message(errors.password?.message)}
            {...form.register('password')}
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
            error={message(errors.mobileNum?.message)}
            {...form.register('mobileNum')}
          />
          <SmsLoginCode form={form} error={message(errors.verificationCode?.message)} />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          refreshSignal={captchaRound}
          error={message(errors.captcha?.message)}
          {...form.register('captcha')}
        />
      )}
      <div className="login-form-extras">
        <label className="checkbox">
          <input type="checkbox" {...form.register('remember')} />
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
  form: ReturnType<typeof useForm<Values>>;
  error?: string;
}) {
  const site = useSite();
  return (
    <SmsCodeField
      purpose="noLogin"
      countryDialingCode={site.merchant.defaultDialingCode}
      mobile={() => {
        const mobile = form.getValues('mobileNum')?.trim() ?? '';
        if (!/^\d+$/.test(mobile)) {
          form.setError('mobileNum', { message: mobile ? 'mobile_format' : 'field_required' });
          return null;
        }
        form.clearErrors('mobileNum');
        return mobile;
      }}
      error={error}
      {...form.register('verificationCode')}
    />
  );
}
