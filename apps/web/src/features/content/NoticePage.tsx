import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from './NoticeBrowser';
import { useContentCatalogue } from './catalogue';

/** /noticePage: the notices in the full site (spec §2). */
export function NoticePage() {
  useContentCatalogue();
  const { t } = useTranslation();
  return (
    <section className="content-page" data-testid="notice-page">
      <header className="content-page-header">
        <h1>{t('content.notices.title')}</h1>
        <p>{t('content.notices.intro')}</p>
      </header>
      <NoticeBrowser layout="page" />
    </section>
  );
}
