import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Loader';
import { RichText } from '@croupier/web-kit/rich-text';
import { useHelpCentre } from './api';
import { FeedbackForm } from './FeedbackForm';
import './content.css';
import { useContentCatalogue } from './catalogue';

/**
 * Opens and scrolls to the article named by the hash (`/help#terms`). The layout's own
 * scroll runs before the articles have loaded, so the page does it again once they have.
 */
function useOpenArticleFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const article = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!(article instanceof HTMLDetailsElement)) return;
    article.open = true;
    article.scrollIntoView({ block: 'start' });
    article.querySelector('summary')?.focus({ preventScroll: true });
  }, [hash, ready]);
}

/** /help and /helpmc (the same page without the header): help articles and feedback. */
export function HelpPage() {
  useContentCatalogue();
  const { t } = useTranslation();
  const help = useHelpCentre();
  useOpenArticleFromHash(help.isSuccess);

  return (
    <section className="content-page help-page" data-testid="help-page">
      <header className="content-page-header">
        <h1>{t('content.help.title')}</h1>
        <p>{t('content.help.intro')}</p>
      </header>
      {help.isPending ? (
        <Loader />
      ) : help.isError ? (
        <ErrorState
          messageKey={help.error instanceof ApiError ? help.error.messageKey : 'system_error'}
          onRetry={() => void help.refetch()}
        />
      ) : help.data.articles.length === 0 ? (
        <p className="empty-state">{t('content.help.empty')}</p>
      ) : (
        <div className="help-articles" data-testid="help-articles">
          {help.data.articles.map((article) => (
            <details
              key={article.key}
              id={article.key}
              className="panel help-article"
              lang={article.language.toLowerCase()}
              data-testid={`help-article-${article.key}`}
            >
              <summary>
                <h2>{article.title}</h2>
              </summary>
              <RichText html={article.content} className="help-article-content" />
            </details>
          ))}
        </div>
      )}
      <FeedbackForm />
    </section>
  );
}
