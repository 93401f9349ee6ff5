import { footerHelpKeys, supportedLanguages } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import {
  contentActions,
  helpArticlesQuery,
  otherLanguage,
  refreshContent,
  type ConsoleHelpArticle,
  type ContentLanguage,
} from './api';
import { titleColumn } from './columns';
import { useEditing } from './content-editor';
import { ContentScreen, ListBody, useContentScreen } from './ContentScreen';
import { ContentTable, type Column } from './ContentTable';
import { contentErrorText } from './form-errors';
import { HelpArticleEditor, helpArticleFormOf, type HelpArticleForm } from './HelpArticleEditor';
import { useListParams } from './list-params';
import { LanguageTabs } from './parts';
import { useReorder } from './reorder';
import { RowActions } from './RowActions';
import './content.css';

/**
 * The help centre's articles of one language, in the order of its accordions. Players' next
 * visit to the help centre shows a change: the site reads the articles on every call.
 */
export function HelpArticlesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { values, setFilter } = useListParams({ language: supportedLanguages });
  const language: ContentLanguage = values.language ?? 'EN';
  const screen = useContentScreen('help', (merchantCode) =>
    helpArticlesQuery(merchantCode, language),
  );
  const { merchant, list, canWrite, setNotice } = screen;
  const editor = useEditing<ConsoleHelpArticle, HelpArticleForm>(setNotice);
  const [deleting, setDeleting] = useState<ConsoleHelpArticle | null>(null);
  const reorder = useReorder(screen, contentActions.orderHelpArticles);
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
  const other = otherLanguage(language);

  const columns: Column<ConsoleHelpArticle>[] = [
    titleColumn(),
    { header: 'content.fields.key', className: 'code', cell: (article) => article.key },
    {
      header: 'common.status',
      cell: (article) => (
        <span className={`badge ${article.enabled ? 'badge-good' : 'badge-bad'}`}>
          {t(article.enabled ? 'content.help.shown' : 'content.help.hidden')}
        </span>
      ),
    },
    {
      header: 'content.help.updated',
      className: 'nowrap',
      cell: (article) => formatTime(article.updatedAt),
    },
  ];
  const moveColumn: Column<ConsoleHelpArticle> = {
    header: 'content.help.order',
    cell: (article) => reorder.moveButtons(article, articles),
  };

  const articleActions = (article: ConsoleHelpArticle) => (
    <RowActions
      title={article.title}
      onEdit={() => editor.open(helpArticleFormOf(article), article)}
      translate={{
        language: other,
        onTranslate: () => editor.open(helpArticleFormOf(article, { language: other })),
      }}
      onDelete={() => setDeleting(article)}
    />
  );

  return (
    <ContentScreen
      screen={screen}
      onCreate={() =>
        editor.open(
          helpArticleFormOf(undefined, { language, sortOrder: String(articles.length + 1) }),
        )
      }
      error={reorder.error}
    >
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
        <ListBody screen={screen} isEmpty={(data) => data.length === 0}>
          {(data) => (
            <ContentTable
              label={t('content.help.tableLabel')}
              columns={canWrite ? [moveColumn, ...columns] : columns}
              rows={data}
              rowTestId={(article) => `help-${article.key}`}
              actions={canWrite ? articleActions : undefined}
            />
          )}
        </ListBody>
      </div>
      {editor.props && merchant && (
        <HelpArticleEditor merchantCode={merchant.code} {...editor.props} />
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
    </ContentScreen>
  );
}
