import { useTranslation } from 'react-i18next';
import { Field, FormFooter } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { useSite } from '../../app/site';
import { useSessionStore } from '../../app/session/store';
import { CaptchaField } from './CaptchaField';
import { SmsCodeField } from './SmsCodeField';
import { fieldMessage } from './field-messages';
import { missingFields, type LoginFields } from './login-fields';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import { useLogin } from './useLogin';
import { useSignInSwitches } from './switches';

/**
 * The login form of the header bar and of the login modal (spec §2, §4): username and
 * password, or mobile and SMS code when the merchant has SMS login; the captcha appears when
 * the server asks for it after failures.
 */
export function LoginForm({ variant }: { variant: 'inline' | 'modal' }) {
  const { t } = useTranslation();
  const switches = useSignInSwitches();
  const openModal = useSessionStore((state) => state.openModal);
  const login = useLogin(variant);
  const { form } = login;
  const { values, errors } = form;
  const message = (key?: string) => (key ? fieldMessage(t, key) : undefined);

  return (
    <form
      className={`login-form login-form-${variant}`}
      onSubmit={(event) => {
        event.preventDefault();
        void login.submit();
      }}
      noValidate
      data-testid={`login-form-${variant}`}
    >
      {switches.smsLogin && (
        <Segmented
          label={t('session.loginMethod')}
          options={[
            { value: 'username', label: t('session.byUsername') },
            { value: 'sms', label: t('session.byMobile') },
          ]}
          value={login.mode}
          onChange={login.switchMode}
        />
      )}
      {login.mode === 'username' ? (
        <>
          <Field
            label={t('session.username')}
            placeholder={t('session.username')}
            autoComplete="username"
            required
            error={message(errors.username)}
            {...form.input('username')}
          />
          <PasswordField
            label={t('session.password')}
            placeholder={t('session.password')}
            autoComplete="current-password"
            error={errors.password}
            {...form.input('password')}
          />
        </>
      ) : (
        <>
          <MobileField
            placeholder={t('session.mobile')}
            error={message(errors.mobileNum)}
            {...form.input('mobileNum')}
          />
          <SmsLoginCode form={form} error={message(errors.verificationCode)} />
        </>
      )}
      {login.captchaShown && (
        <CaptchaField
          refreshSignal={login.captchaRound}
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
      <FormFooter
        error={login.formError}
        busy={login.isSubmitting}
        label={t('session.login')}
        busyLabel={t('session.signingIn')}
      >
        {switches.directRegistration && (
          <button type="button" className="button" onClick={() => openModal('register')}>
            {t('session.register')}
          </button>
        )}
      </FormFooter>
    </form>
  );
}

function SmsLoginCode({ form, error }: { form: LoginFields; error?: string }) {
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
