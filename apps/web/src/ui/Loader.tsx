import { useTranslation } from 'react-i18next';

/** A spinner announced to screen readers; `fullPage` centres it in the viewport. */
export function Loader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'loader loader-full' : 'loader'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="loader-text">{t('common.loading')}</span>
    </div>
  );
}
