import { useTranslation } from 'react-i18next';

/**
 * What a page that failed to render shows instead of a blank screen. The usual cause is a
 * release: the old page's code files are gone, and a reload fetches the new ones.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="route-error" role="alert">
      <h1>{t('app.routeErrorTitle')}</h1>
      <p>{t('app.routeErrorText')}</p>
      <button type="button" className="button button-primary" onClick={() => location.reload()}>
        {t('app.reload')}
      </button>
    </main>
  );
}
