import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n';

/** A failure the user can act on: what went wrong, in their language, and a retry. */
export function ErrorState({
  messageKey,
  onRetry,
  fullPage = false,
}: {
  messageKey: string;
  onRetry?: () => void;
  fullPage?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'error-state error-state-full' : 'error-state'} role="alert">
      <h1>{t('errors.title')}</h1>
      <p>{errorText(messageKey)}</p>
      {onRetry && (
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
