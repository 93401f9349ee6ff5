import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field } from '../../ui/Field';
import { sendSmsCode, type SmsPurpose } from './api';

/**
 * The SMS code input with its send button. After a send the button stays disabled for the
 * code's lifetime, expiry minutes × 60 seconds, counting down (spec §4 "SMS code").
 * `mobile()` returns the number to send to, or null after marking the mobile field invalid.
 */
export function SmsCodeField({
  purpose,
  mobile,
  countryDialingCode,
  error,
  onSent,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  purpose: SmsPurpose;
  mobile: () => string | null;
  countryDialingCode?: string;
  error?: string;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const number = mobile();
    if (!number) return;
    setSending(true);
    setSendError(null);
    try {
      const minutes = await sendSmsCode(purpose, number, countryDialingCode);
      setSecondsLeft(minutes * 60);
      onSent?.();
    } catch (failure) {
      setSendError(errorText(failure instanceof ApiError ? failure.messageKey : 'system_error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Field
      label={t('session.smsCode')}
      required
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={255}
      error={error ?? sendError ?? undefined}
      hint={secondsLeft > 0 ? t('session.codeSent') : undefined}
      {...input}
      adornment={
        <button
          type="button"
          className="button button-small"
          onClick={() => void send()}
          disabled={sending || secondsLeft > 0}
          data-testid="send-sms-code"
        >
          {sending
            ? t('common.sending')
            : secondsLeft > 0
              ? t('session.resendIn', { seconds: secondsLeft })
              : t('session.sendCode')}
        </button>
      }
    />
  );
}
