import { backoffice, footerHelpKeys, supportedLanguages } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { useStaff } from '../session/staff';
import {
  contentActions,
  helpArticlesQuery,
  moved,
  refreshContent,
  type ConsoleHelpArticle,
  type ContentLanguage,
} from './api';
import { contentErrorText } from './form-errors';
import { HelpArticleEditor, helpArticleFormOf, type HelpArticleForm } from './HelpArticleEditor';
import { useListParams } from './list-params';
import { LanguageTabs, MoveButtons } from './parts';
import { plainText } from './rich-text';
import './content.css';

type Editing = { article?: ConsoleHelpArticle; initial: HelpArticleForm };

/**
 * The help centre's articles of one language, in the order of its accordions. Players' next
 * visit to the help centre shows a change: the site reads the articles on every call.
 */
export function HelpArticlesPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const canWrite = backoffice.contentRoles.includes(staff.role);
  const { values, setFilter } = useListParams({ language: supportedLanguages });
  const language: ContentLanguage = values.language ?? 'EN';
  const list = useQuery({
    ...helpArticlesQuery(merchant?.code ?? '', language),
    enabled: merchant !== undefined,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ConsoleHelpArticle | null>(null);
  const [notice, setNotice] = useState('');
  const reorder = useMutation({
    mutationFn: (ids: number[]) => contentActions.orderHelpArticles(ids),
    onSuccess: () => setNotice(t('content.help.reordered')),
    onSettled: () => void refreshContent(queryClient, merchant?.code ?? ''),
  });
  const remove = useMutation({
    mutationFn: (article: ConsoleHelpArticle) => contentActions.deleteHelpArticle(article.id),
    onSuccess: (_nothing, article) => {
      setDeleting(null);
      setNotice(t('content.help.deleted', { title: article.title }));
    },
    onSettled: () => void refreshContent(queryClient, merchant?.code ?? ''),
  });

  const articles = list.data ?? [];
  const missing = footerHelpKeys.filter((key) => !articles.some((article) => article.key === key));
  const other: ContentLanguage = language === 'EN' ? 'VI' : 'EN';

  let body;
  if (!merchant || list.isPending) body = <Loading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (articles.length === 0)
    body = <EmptyState testId="help-empty">{t('content.help.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('content.help.tableLabel')}>
          <thead>
            <tr>
              {canWrite && <th scope="col">{t('content.help.order')}</th>}
              <th scope="col">{t('content.fields.title')}</th>
              <th scope="col">{t('content.fields.key')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">{t('content.help.updated')}</th>
              {canWrite && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {articles.map((article, index) => (
              <tr key={article.id} data-testid={`help-${article.key}`}>
                {canWrite && (
                  <td>
                    <MoveButtons
                      name={article.title}
                      first={index === 0}
                      last={index === articles.length - 1}
                      disabled={reorder.isPending}
                      onMove={(step) =>
                        reorder.mutate(
                          moved(
                            articles.map((item) => item.id),
                            article.id,
                            step,
                          ),
                        )
                      }
                    />
                  </td>
                )}
                <td className="title-cell">
                  <div className="row-title">{article.title}</div>
                  <div className="muted summary">{plainText(article.content)}</div>
                </td>
                <td className="code">{article.key}</td>
                <td>
                  <span className={`badge ${article.enabled ? 'badge-good' : 'badge-bad'}`}>
                    {t(article.enabled ? 'content.help.shown' : 'content.help.hidden')}
                  </span>
                </td>
                <td className="nowrap">{formatTime(article.updatedAt)}</td>
                {canWrite && (
                  <td>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => setEditing({ article, initial: helpArticleFormOf(article) })}
                        aria-label={t('content.actions.editFor', { title: article.title })}
                      >
                        {t('content.actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() =>
                          setEditing({
                            initial: helpArticleFormOf(article, { language: other }),
                          })
                        }
                        aria-label={t('content.actions.translateFor', {
                          title: article.title,
                          language: other,
                        })}
                      >
                        {t('content.actions.translate', { language: other })}
                      </button>
                      <button
                        type="button"
                        className="button button-small button-danger-quiet"
                        onClick={() => setDeleting(article)}
                        aria-label={t('content.actions.deleteFor', { title: article.title })}
                      >
                        {t('content.actions.delete')}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="page content-page">
      <header className="page-header">
        <h1>{t('content.nav.help')}</h1>
        <div className="row-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void list.refetch()}
            disabled={!merchant || list.isFetching}
          >
            {t('common.refresh')}
          </button>
          {canWrite && merchant && (
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() =>
                setEditing({
                  initial: helpArticleFormOf(undefined, {
                    language,
                    sortOrder: String(articles.length + 1),
                  }),
                })
              }
            >
              {t('content.help.create')}
            </button>
          )}
        </div>
      </header>
      <p className="page-intro">{t('content.help.intro')}</p>
      {!canWrite && <p className="form-notice">{t('content.readOnly')}</p>}
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {reorder.error && (
        <p className="form-error" role="alert">
          {contentErrorText(reorder.error)}
        </p>
      )}
      <div className="toolbar">
        <LanguageTabs current={language} onChange={(next) => setFilter('language', next)} />
      </div>
      {list.isSuccess && missing.length > 0 && (
        <p className="form-notice" data-testid="help-missing">
          {t(language === 'EN' ? 'content.help.missingEn' : 'content.help.missingOther', {
            keys: missing.join(', '),
          })}
        </p>
      )}
      <div className="panel" aria-busy={list.isFetching}>
        {body}
      </div>
      {editing && merchant && (
        <HelpArticleEditor
          merchantCode={merchant.code}
          editing={editing.article}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('content.saved', { title: saved.title }));
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('content.help.deleteTitle')}
          message={
            <>
              <p>
                <strong>{deleting.title}</strong> ({deleting.key}, {deleting.language})
              </p>
              <p>{t('content.help.deleteText')}</p>
            </>
          }
          confirmLabel={t('content.actions.deleteButton')}
          tone="danger"
          busy={remove.isPending}
          error={remove.error ? contentErrorText(remove.error) : null}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          testId="help-delete-dialog"
        />
      )}
    </section>
  );
}
