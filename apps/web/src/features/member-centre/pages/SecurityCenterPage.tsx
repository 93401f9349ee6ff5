import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountBankCards as BankCards } from '../../../app/member-centre/hosted-pages';
import { failureText } from '../../../i18n/failure-text';
import { Field, FormError } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { formatDateTime } from '@croupier/web-kit/dates';
import { memberInfoKey } from '../../../app/session/member-info';
import { useSessionStore } from '../../../app/session/store';
import { securityKey, setPaymentPassword, updateProfile, useSecurity, type Security } from '../api';
import { LoadFailure } from '../../../ui/LoadFailure';

// Bank cards belong to the withdrawal feature; its code loads when this page shows them.

/** "my account" (spec §2 securityCenter): profile, payment password, login password, bank cards. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const security = useSecurity();
  const openModal = useSessionStore((state) => state.openModal);

  if (security.isPending) return <Loader />;
  if (security.isError)
    return <LoadFailure error={security.error} onRetry={() => void security.refetch()} />;
  const profile = security.data;

  return (
    <div className="mc-sections">
      <section className="mc-card" aria-labelledby="mc-profile">
        <h4 id="mc-profile">{t('memberCentre.security.profile')}</h4>
        <dl className="mc-facts">
          <dt>{t('memberCentre.security.account')}</dt>
          <dd data-testid="security-account">{profile.account}</dd>
          <dt>{t('memberCentre.security.mobile')}</dt>
          <dd>{profile.mobile ? masked(profile.mobile) : t('memberCentre.security.notSet')}</dd>
          <dt>{t('memberCentre.security.memberSince')}</dt>
          <dd>{formatDateTime(profile.regDate).slice(0, 10)}</dd>
          {profile.lastLoginAt && (
            <>
              <dt>{t('memberCentre.security.lastLogin')}</dt>
              <dd>{formatDateTime(profile.lastLoginAt)}</dd>
            </>
          )}
        </dl>
        <ProfileField field="nickname" profile={profile} />
        <ProfileField field="email" profile={profile} />
        <ProfileField field="payeeName" profile={profile} />
      </section>

      <section className="mc-card" aria-labelledby="mc-payment-password">
        <h4 id="mc-payment-password">{t('memberCentre.security.paymentPassword')}</h4>
        <PaymentPasswordForm hasOne={profile.hasPaymentPassword} />
      </section>

      <section className="mc-card" aria-labelledby="mc-login-password">
        <h4 id="mc-login-password">{t('memberCentre.security.loginPassword')}</h4>
        <p className="form-intro">{t('memberCentre.security.loginPasswordIntro')}</p>
        <button type="button" className="button" onClick={() => openModal('changePassword')}>
          {t('memberCentre.security.changeLoginPassword')}
        </button>
      </section>

      <Suspense fallback={<Loader />}>
        <BankCards />
      </Suspense>
    </div>
  );
}

/** Keeps the first and last characters of a contact the server did not mask already. */
function masked(value: string): string {
  if (value.includes('*')) return value;
  const [name, domain] = value.split('@');
  if (domain !== undefined) return `${name!.slice(0, 2)}***@${domain}`;
  return value.length > 6 ? `${value.slice(0, 3)}****${value.slice(-3)}` : value;
}

type ProfileFieldName = 'nickname' | 'email' | 'payeeName';

/**
 * One editable line of the profile. The payee name is set once (withdrawals go only to bank
 * accounts in that name), so once it has a value it is shown, not offered for change.
 */
function ProfileField({ field, profile }: { field: ProfileFieldName; profile: Security }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = profile[field];
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const label = t(`memberCentre.security.${field}`);
  const locked = field === 'payeeName' && current !== null;
  const shown = current
    ? field === 'email'
      ? masked(current)
      : current
    : t('memberCentre.security.notSet');

  if (locked || (!editing && current !== null)) {
    return (
      <div className="mc-line">
        <span className="mc-line-label">{label}</span>
        <span className="mc-line-value" data-testid={`security-${field}`}>
          {shown}
        </span>
        {saved && (
          <span className="mc-saved" role="status">
            {t('memberCentre.security.saved')}
          </span>
        )}
        {!locked && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setValue(current ?? '');
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('memberCentre.security.edit', { field: label.toLocaleLowerCase() })}
          </button>
        )}
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(t('memberCentre.form.required'));
    setBusy(true);
    setError(null);
    try {
      const updated = await updateProfile({ [field]: trimmed });
      queryClient.setQueryData(securityKey, updated);
      void queryClient.invalidateQueries({ queryKey: memberInfoKey });
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mc-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={field === 'email' ? 'email' : field === 'payeeName' ? 'name' : 'nickname'}
        maxLength={field === 'email' ? 254 : field === 'payeeName' ? 100 : 32}
        hint={field === 'payeeName' ? t('memberCentre.security.payeeNameHint') : undefined}
        error={error ?? undefined}
        adornment={
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            {busy ? t('common.saving') : t('memberCentre.security.save')}
          </button>
        }
      />
      {editing && (
        <button type="button" className="link-button" onClick={() => setEditing(false)}>
          {t('common.cancel')}
        </button>
      )}
    </form>
  );
}

const paymentPasswordPattern = /^\S{6,20}$/;

/** Set (the first time, proven by the login password) or change (by the current one). */
function PaymentPasswordForm({ hasOne }: { hasOne: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const empty = { proof: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: errors[name],
    type: 'password',
    autoComplete: name === 'proof' && !hasOne ? 'current-password' : 'off',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.proof) found.proof = t('memberCentre.form.required');
    if (!paymentPasswordPattern.test(values.newPassword))
      found.newPassword = t('memberCentre.security.paymentPasswordRule');
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = t('memberCentre.security.mismatch');
    setErrors(found);
    setFormError(null);
    setDone(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await setPaymentPassword({
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
        ...(hasOne ? { oldPassword: values.proof } : { loginPassword: values.proof }),
      });
      setValues(empty);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: securityKey });
    } catch (failure) {
      setFormError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="payment-password-form">
      <p className="form-intro">
        {t(hasOne ? 'memberCentre.security.changeIntro' : 'memberCentre.security.setIntro')}
      </p>
      <Field
        label={t(
          hasOne
            ? 'memberCentre.security.currentPaymentPassword'
            : 'memberCentre.security.loginPasswordField',
        )}
        required
        {...bind('proof')}
      />
      <Field
        label={t('memberCentre.security.newPaymentPassword')}
        required
        hint={t('memberCentre.security.paymentPasswordRule')}
        {...bind('newPassword')}
      />
      <Field
        label={t('memberCentre.security.confirmPaymentPassword')}
        required
        {...bind('confirmPassword')}
      />
      <FormError message={formError} />
      {done && (
        <p className="mc-saved" role="status">
          {t('memberCentre.security.paymentPasswordSaved')}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy
            ? t('common.saving')
            : t(hasOne ? 'memberCentre.security.changeButton' : 'memberCentre.security.setButton')}
        </button>
      </div>
    </form>
  );
}
