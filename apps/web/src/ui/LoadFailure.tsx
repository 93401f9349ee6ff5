import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n';

/**
 * A query's failure in place of its content: the reason (after `lead`, what failed, when the
 * place does not say it already) and a retry.
 */
export function LoadFailure({
  error,
  onRetry,
  lead,
  className = 'mc-failure',
}: {
  error: unknown;
  onRetry: () => void;
  lead?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const key =
    error && typeof error === 'object' && 'messageKey' in error
      ? String(error.messageKey)
      : 'system_error';
  return (
    <div className={className} role="alert">
      <p>{lead ? `${lead} ${errorText(key)}` : errorText(key)}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
