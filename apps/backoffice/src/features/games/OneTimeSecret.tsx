import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answers once and never again (a vendor's signing key): the warning
 * first, then the secret in a box to select or copy. Nothing keeps it: once its dialog
 * closes it is gone from the console too.
 */
export function OneTimeSecret({ secret, label }: { secret: string; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the secret is on screen to select.
      setCopied(false);
    }
  };

  return (
    <div className="one-time-secret" data-testid="one-time-secret">
      <p className="form-notice one-time-warning">
        <strong>{t('games.secret.shownOnce')}</strong> {t('games.secret.shownOnceText')}
      </p>
      <span className="one-time-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="one-time-box">
        <code aria-labelledby={`${id}-label`} data-testid="one-time-secret-value">
          {secret}
        </code>
        {canCopy && (
          <button type="button" className="button button-small" onClick={() => void copy()}>
            {copied ? t('games.secret.copied') : t('games.secret.copy')}
          </button>
        )}
      </div>
      <p className={copied === false ? 'field-error' : 'visually-hidden'} role="status">
        {copied === false ? t('games.secret.copyFailed') : copied ? t('games.secret.copied') : ''}
      </p>
    </div>
  );
}
