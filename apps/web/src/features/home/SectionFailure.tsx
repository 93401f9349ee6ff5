import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n';

/** A section whose list did not load says so in place, with the reason and a retry. */
export function SectionFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const key =
    error && typeof error === 'object' && 'messageKey' in error
      ? String(error.messageKey)
      : 'system_error';
  return (
    <div className="section-failure" role="alert">
      <p>
        {t('homeGames.loadFailed')} {errorText(key)}
      </p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
