import { zodResolver } from '@hookform/resolvers/zod';
import { checkField, termsCheckedByDefault, type RegisterBody } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormFooter } from '../../ui/Field';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { Segmented } from '../../ui/Segmented';
import { useSite } from '../../app/site';
import { affiliateCodeIsValid, register, useCompleteSignIn } from './api';
import { CaptchaField } from './CaptchaField';
import { fieldMessage } from './field-messages';
import {
  registrationLayout,
  registrationSchema,
  secretFields,
  type RegistrationMode,
} from './registration-form';
import { SmsCodeField } from './SmsCodeField';
import { useSessionStore } from '../../app/session/store';
import { useRegistrationRules, useSignInSwitches } from './switches';

type Values = Record<string, string> & { termsAccepted: boolean };

/** The invitation code of a registration link: /register?code=... (spec §4 "Registration"). */
function useUrlAffiliateCode(): string | null {
  const [params] = useSearchParams();
  return params.get('code') ?? params.get('affiliateCode') ?? params.get('ref');
}

/**
 * The register modal (spec §2, §4, §5): mobile or username sign-up as the merchant allows,
 * fields and patterns from its registration rules, the invitation code checked first, then
 * the human check, the registration and the sign-in.
 */
export function RegisterModal() {
  const { t } = useTranslation();
  const site = useSite();
  const switches = useSignInSwitches();
  const closeModal = useSessionStore((state) => state.closeModal);
  const openModal = useSessionStore((state) => state.openModal);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const urlCode = useUrlAffiliateCode();
  const rules = useRegistrationRules();
  const modes: RegistrationMode[] = [
    ...(switches.mobileRegistration ? (['mobile'] as const) : []),
    ...(switches.usernameRegistration ? (['username'] as const) : []),
  ];
  const [mode, setMode] = useState<RegistrationMode>(modes[0] ?? 'username');
  // The affiliate field shows when the link has no code, or its code turned out invalid.
  const [urlCodeValid, setUrlCodeValid] = useState<boolean | null>(urlCode ? null : false);
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidInvitation, setInvalidInvitation] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);

  useEffect(() => {
    if (!urlCode) return;
    let current = true;
    affiliateCodeIsValid(urlCode)
      .then((valid) => current && setUrlCodeValid(valid))
      .catch(() => current && setUrlCodeValid(false));
    return () => {
      current = false;
    };
  }, [urlCode]);

  const layout = registrationLayout(mode, rules, {
    mobileWithPassword: switches.mobileWithPassword,
    smsVerification: switches.registrationSms,
    affiliateField: urlCodeValid === false,
  });
  const form = useForm<Values>({
    resolver: zodResolver(registrationSchema(layout, rules)) as never,
    // Unticked unless the brand chose otherwise: consent is the player's own act.
    defaultValues: { termsAccepted: termsCheckedByDefault(site.info.registerRules) } as Values,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: string) => {
    const key = errors[field]?.message;
    return key ? fieldMessage(t, String(key), rules.get(field)) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const affiliateCode = layout.fields.includes('affiliateCode')
      ? values.affiliateCode?.trim()
      : (urlCode ?? undefined);
    try {
      if (affiliateCode && !(await affiliateCodeIsValid(affiliateCode))) {
        setInvalidInvitation(true);
        return;
      }
      const body: RegisterBody = {
        countryDialingCode: site.merchant.defaultDialingCode,
        termsAccepted: values.termsAccepted,
      };
      for (const field of [...layout.fields, 'verificationCode', 'captcha']) {
        const value = values[field];
        if (typeof value === 'string' && value.trim())
          (body as Record<string, string>)[field] = secretFields.has(field) ? value : value.trim();
      }
      if (affiliateCode) body.affiliateCode = affiliateCode;
      if (mode === 'mobile') body.mobileNum = body.mobileNum?.replace(/^0+/, '');
      const result = await register(body, mode);
      completeSignIn(result, { typedPassword: values.password });
      navigate('/index', { replace: true });
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : new ApiError('system_error', 0);
      const fields = (error.value as { fields?: Record<string, string> } | null)?.fields;
      if (error.messageKey === 'invitation_code_error') setInvalidInvitation(true);
      for (const [field, key] of Object.entries(fields ?? {})) {
        if (field in values || layout.fields.includes(field))
          form.setError(field, { message: key });
      }
      if (layout.captcha) {
        form.setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      }
      setFormError(errorText(error.messageKey));
    }
  });

  const mobileForSms = () => {
    const mobile = (form.getValues('mobileNum') ?? '').trim().replace(/^0+/, '');
    const rule = rules.get('mobileNum');
    const problem = rule
      ? checkField({ ...rule, required: true }, mobile)
      : mobile
        ? null
        : 'field_required';
    if (problem) {
      form.setError('mobileNum', { message: problem });
      return null;
    }
    form.clearErrors('mobileNum');
    return mobile;
  };

  return (
    <Modal title={t('session.registerTitle')} onClose={closeModal} testId="register-modal">
      {modes.length === 0 ? (
        <p className="empty-state">{t('session.registrationClosed')}</p>
      ) : (
        <form className="register-form" onSubmit={(event) => void submit(event)} noValidate>
          {modes.length > 1 && (
            <Segmented
              label={t('session.registerMethod')}
              options={modes.map((option) => ({
                value: option,
                label: t(option === 'mobile' ? 'session.byMobile' : 'session.byUsername'),
              }))}
              value={mode}
              onChange={(option) => {
                setMode(option);
                form.clearErrors();
                setFormError(null);
              }}
            />
          )}
          {layout.fields.map((field) => (
            <div key={field} className="register-field">
              <Field
                label={t(`fields.${field}`)}
                required={layout.alwaysRequired.has(field) || rules.get(field)?.required}
                type={
                  secretFields.has(field)
                    ? 'password'
                    : field === 'email'
                      ? 'email'
                      : field === 'mobileNum'
                        ? 'tel'
                        : 'text'
                }
                inputMode={field === 'mobileNum' ? 'numeric' : undefined}
                prefix={field === 'mobileNum' ? `+${site.merchant.defaultDialingCode}` : undefined}
                autoComplete={
                  field === 'password' || field === 'confirmPassword'
                    ? 'new-password'
                    : field === 'username'
                      ? 'username'
                      : field === 'email'
                        ? 'email'
                        : 'off'
                }
                maxLength={rules.get(field)?.maxLength || undefined}
                error={errorOf(field)}
                {...form.register(field)}
              />
              {field === 'mobileNum' && layout.smsCode && (
                <SmsCodeField
                  purpose="register"
                  countryDialingCode={site.merchant.defaultDialingCode}
                  mobile={mobileForSms}
                  error={errorOf('verificationCode')}
                  {...form.register('verificationCode')}
                />
              )}
            </div>
          ))}
          {layout.captcha && (
            <CaptchaField
              refreshSignal={captchaRound}
              error={errorOf('captcha')}
              {...form.register('captcha')}
            />
          )}
          <label className="checkbox terms">
            <input
              type="checkbox"
              aria-invalid={errors.termsAccepted ? true : undefined}
              {...form.register('termsAccepted')}
            />
            <span>
              {t('session.ageAndTerms', { age: site.merchant.minimumAge })}{' '}
              <a href="/help#terms" target="_blank" rel="noreferrer">
                {t('session.terms')}
              </a>
            </span>
          </label>
          {errors.termsAccepted && (
            <p className="field-error" role="alert">
              {t('session.pleaseAgree', { what: t('session.terms') })}
            </p>
          )}
          <p className="field-hint">{t('session.requiredNote')}</p>
          <FormFooter
            error={formError}
            busy={isSubmitting}
            label={t('session.register')}
            busyLabel={t('session.registering')}
          >
            <button type="button" className="link-button" onClick={() => openModal('login')}>
              {t('session.haveAccount')}
            </button>
          </FormFooter>
        </form>
      )}
      {invalidInvitation && (
        <ConfirmDialog
          title={t('session.registerTitle')}
          message={errorText('invitation_code_error')}
          confirmLabel={t('common.ok')}
          onConfirm={() => setInvalidInvitation(false)}
          onClose={() => setInvalidInvitation(false)}
          testId="invitation-error"
        />
      )}
    </Modal>
  );
}
