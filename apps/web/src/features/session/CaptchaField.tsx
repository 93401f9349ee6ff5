import { useQuery } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field } from '../../ui/Field';
import { fetchCaptcha } from './api';

const refreshGapMs = 1000;

/**
 * The captcha input with its image (spec §4, §5): the image loads when the field appears,
 * when the form asks (`refreshSignal`: a failed attempt spends the old answer) and on click,
 * at most once a second (the server refuses faster ones too). The cookie the call sets binds
 * the answer to this browser.
 */
export function CaptchaField({
  error,
  refreshSignal = 0,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { error?: string; refreshSignal?: number }) {
  const { t } = useTranslation();
  const [clicks, setClicks] = useState({ count: 0, at: 0 });
  const captcha = useQuery({
    queryKey: ['captcha', refreshSignal, clicks.count],
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const refresh = () =>
    setClicks((previous) => {
      const now = Date.now();
      return now - previous.at < refreshGapMs ? previous : { count: previous.count + 1, at: now };
    });
  const loadError = captcha.error
    ? errorText(captcha.error instanceof ApiError ? captcha.error.messageKey : 'system_error')
    : undefined;

  return (
    <Field
      label={t('session.captcha')}
      required
      autoComplete="off"
      maxLength={16}
      error={error ?? loadError}
      {...input}
      adornment={
        <button
          type="button"
          className="captcha-image"
          onClick={refresh}
          title={t('session.captchaRefresh')}
          aria-label={t('session.captchaRefresh')}
          data-testid="captcha-image"
        >
          {captcha.data ? (
            <img src={`data:image/png;base64,${captcha.data}`} alt={t('session.captchaImage')} />
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
