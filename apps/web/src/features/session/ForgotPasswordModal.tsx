import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../i18n';
import { failureText } from '../../i18n/failure-text';
import { Field, FormFooter } from '../../ui/Field';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { Segmented } from '../../ui/Segmented';
import { useSite } from '../../app/site';
import { forgotPasswordByEmail, setPasswordByPhone, useCompleteSignIn } from './api';
import { fieldMessage } from './field-messages';
import { requiredText, ruleSchema } from './rule-schemas';
import { MobileField } from './MobileField';
import { NewPasswordFields, newPasswordSchema, showRefusal } from './NewPasswordFields';
import { SmsCodeField } from './SmsCodeField';
import { useSessionStore } from '../../app/session/store';
import { useRegistrationRules, useSignInSwitches } from './switches';

type Way = 'email' | 'phone';

/**
 * Forgot password (spec §4): by e-mail (username and e-mail; a temporary password is sent)
 * or, when the merchant allows it, by phone (SMS code and a new password, then signed in).
 */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const switches = useSignInSwitches();
  const closeModal = useSessionStore((state) => state.closeModal);
  const [way, setWay] = useState<Way>('email');
  return (
    <Modal title={t('session.forgotTitle')} onClose={closeModal} testId="forgot-modal">
      {switches.forgotByPhone && (
        <Segmented
          label={t('session.forgotMethod')}
          options={[
            { value: 'email', label: t('session.byEmail') },
            { value: 'phone', label: t('session.byPhone') },
          ]}
          value={way}
          onChange={setWay}
        />
      )}
      {way === 'email' ? <ByEmail /> : <ByPhone />}
    </Modal>
  );
}

function ByEmail() {
  const { t } = useTranslation();
  const closeModal = useSessionStore((state) => state.closeModal);
  const rules = useRegistrationRules();
  const schema = z.object({
    username: requiredText,
    email: ruleSchema(rules.get('email'), true),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ username, email }) => {
    setFormError(null);
    try {
      await forgotPasswordByEmail(username.trim(), email.trim());
      setSent(true);
    } catch (failure) {
      setFormError(failureText(failure));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="form-intro">{t('session.forgotByEmailIntro')}</p>
      <Field
        label={t('session.username')}
        autoComplete="username"
        required
        error={errors.username?.message && fieldMessage(t, errors.username.message)}
        {...form.register('username')}
      />
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message && fieldMessage(t, errors.email.message, rules.get('email'))}
        {...form.register('email')}
      />
      <FormFooter
        error={formError}
        busy={isSubmitting}
        label={t('common.submit')}
        busyLabel={t('common.sending')}
      />
      {sent && (
        <ConfirmDialog
          title={t('session.forgotTitle')}
          message={errorText('in_been_out')}
          confirmLabel={t('common.ok')}
          onConfirm={closeModal}
          onClose={closeModal}
          testId="reset-sent"
        />
      )}
    </form>
  );
}

function ByPhone() {
  const { t } = useTranslation();
  const site = useSite();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const schema = newPasswordSchema(rules.get('password'), {
    mobileNum: ruleSchema(rules.get('mobileNum'), true),
    verificationCode: requiredText,
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: keyof Values, rule?: string) => {
    const key = errors[field]?.message;
    return key ? fieldMessage(t, key, rule ? rules.get(rule) : undefined) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await setPasswordByPhone({
        ...values,
        mobileNum: values.mobileNum.trim().replace(/^0+/, ''),
        countryDialingCode: site.merchant.defaultDialingCode,
      });
      completeSignIn(result);
      navigate('/', { replace: true });
    } catch (failure) {
      showRefusal<keyof Values>(failure, form.setError, setFormError);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <MobileField error={errorOf('mobileNum', 'mobileNum')} {...form.register('mobileNum')} />
      <SmsCodeField
        purpose="noLogin"
        countryDialingCode={site.merchant.defaultDialingCode}
        mobile={() => {
          const mobile = form.getValues('mobileNum')?.trim().replace(/^0+/, '') ?? '';
          if (!mobile) {
            form.setError('mobileNum', { message: 'field_required' });
            return null;
          }
          form.clearErrors('mobileNum');
          return mobile;
        }}
        error={errorOf('verificationCode')}
        {...form.register('verificationCode')}
      />
      <NewPasswordFields form={form} />
      <FormFooter
        error={formError}
        busy={isSubmitting}
        label={t('session.resetAndSignIn')}
        busyLabel={t('common.sending')}
      />
    </form>
  );
}
