import { consoleContent, footerHelpKeys } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { contentActions, type ConsoleHelpArticle, type ContentLanguage } from './api';
import { EditorShell, useContentEditor } from './content-editor';
import {
  ContentField,
  EnabledField,
  LanguageField,
  SortOrderField,
  TextField,
  TitleField,
} from './editor-fields';

export type HelpArticleForm = {
  key: string;
  language: ContentLanguage;
  title: string;
  content: string;
  sortOrder: string;
  enabled: boolean;
};

export function helpArticleFormOf(
  article: ConsoleHelpArticle | undefined,
  changes: Partial<HelpArticleForm> = {},
): HelpArticleForm {
  return {
    key: article?.key ?? '',
    language: article?.language === 'VI' ? 'VI' : 'EN',
    title: article?.title ?? '',
    content: article?.content ?? '',
    sortOrder: String(article?.sortOrder ?? 0),
    enabled: article?.enabled ?? true,
    ...changes,
  };
}

/** One help-centre article in one language: its anchor key, title and rich text. */
export function HelpArticleEditor({
  merchantCode,
  editing,
  initial,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  editing?: ConsoleHelpArticle;
  initial: HelpArticleForm;
  onClose: () => void;
  onSaved: (saved: ConsoleHelpArticle) => void;
}) {
  const { t } = useTranslation();
  const editor = useContentEditor({
    initial,
    merchantCode,
    schema: consoleContent.helpArticleDraft,
    draftOf: (form) => ({
      key: form.key.trim(),
      language: form.language,
      title: form.title,
      content: form.content,
      sortOrder: form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder),
      enabled: form.enabled,
    }),
    save: (draft: consoleContent.HelpArticleDraftInput) =>
      editing
        ? contentActions.updateHelpArticle(editing.id, draft)
        : contentActions.createHelpArticle(draft),
    onSaved,
  });
  const { field } = editor;

  return (
    <EditorShell
      title={t(editing ? 'content.help.editTitle' : 'content.help.createTitle')}
      testId="help-editor"
      creating={!editing}
      editor={editor}
      onClose={onClose}
    >
      <div className="editor-grid">
        <TextField
          label={t('content.fields.key')}
          hint={t('content.hints.key')}
          maxLength={64}
          suggestions={{ id: 'content-help-keys', values: footerHelpKeys }}
          {...field('key')}
        />
        <LanguageField {...field('language')} />
        <SortOrderField {...field('sortOrder')} />
        <EnabledField {...field('enabled')} label={t('content.fields.enabledHelp')} />
      </div>
      <TitleField {...field('title')} />
      <ContentField {...field('content')} />
    </EditorShell>
  );
}
