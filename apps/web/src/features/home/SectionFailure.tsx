import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../ui/LoadFailure';

/** A section whose list did not load says so in place, with the reason and a retry. */
export function SectionFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailure
      error={error}
      onRetry={onRetry}
      lead={t('homeGames.loadFailed')}
      className="section-failure"
    />
  );
}
