import { boContent, footerHelpKeys, supportedLanguages } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import {
  contentActions,
  refreshContent,
  type ConsoleHelpArticle,
  type ContentLanguage,
} from './api';
import {
  contentErrorText,
  draftErrors,
  fieldErrorText,
  serverFieldErrors,
  type FieldErrors,
} from './form-errors';
import { FormField } from './parts';
import { RichTextField } from './RichTextField';

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
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof HelpArticleForm>(key: K, value: HelpArticleForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };
  const save = useMutation({
    mutationFn: (draft: boContent.HelpArticleDraftInput) =>
      editing
        ? contentActions.updateHelpArticle(editing.id, draft)
        : contentActions.createHelpArticle(draft),
    onSuccess: (saved) => {
      void refreshContent(queryClient, merchantCode);
      onSaved(saved);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      key: form.key.trim(),
      language: form.language,
      title: form.title,
      content: form.content,
      sortOrder: form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder),
      enabled: form.enabled,
    };
    const problems = draftErrors(boContent.helpArticleDraft, draft);
    if (problems) {
      setErrors(problems);
      return;
    }
    setErrors({});
    save.mutate(draft);
  };

  const errorOf = (field: keyof HelpArticleForm) =>
    errors[field] ? fieldErrorText(errors[field]) : undefined;
  const formError =
    save.error && !serverFieldErrors(save.error) ? contentErrorText(save.error) : null;

  return (
    <Dialog
      title={t(editing ? 'content.help.editTitle' : 'content.help.createTitle')}
      onClose={onClose}
      busy={save.isPending}
      testId="help-editor"
    >
      <form className="content-editor" onSubmit={submit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {Object.keys(errors).length > 0 && !formError && (
          <p className="form-error" role="alert">
            {t('content.editor.fixFields')}
          </p>
        )}
        <div className="editor-grid">
          <FormField
            label={t('content.fields.key')}
            hint={t('content.hints.key')}
            error={errorOf('key')}
            control={(props) => (
              <>
                <input
                  {...props}
                  className="input"
                  list="content-help-keys"
                  value={form.key}
                  maxLength={64}
                  onChange={(event) => set('key', event.target.value)}
                />
                <datalist id="content-help-keys">
                  {footerHelpKeys.map((key) => (
                    <option key={key} value={key} />
                  ))}
                </datalist>
              </>
            )}
          />
          <FormField
            label={t('content.fields.language')}
            error={errorOf('language')}
            control={(props) => (
              <select
                {...props}
                className="select"
                value={form.language}
                onChange={(event) => set('language', event.target.value as ContentLanguage)}
              >
                {supportedLanguages.map((language) => (
                  <option key={language} value={language}>
                    {t(`content.languages.${language}`)}
                  </option>
                ))}
              </select>
            )}
          />
          <FormField
            label={t('content.fields.sortOrder')}
            hint={t('content.hints.sortOrder')}
            error={errorOf('sortOrder')}
            control={(props) => (
              <input
                {...props}
                className="input"
                type="number"
                min={0}
                step={1}
                value={form.sortOrder}
                onChange={(event) => set('sortOrder', event.target.value)}
              />
            )}
          />
          <div className="field checkbox-field">
            <label>
              <input
                type="checkbox"
                checked={form.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
              />{' '}
              {t('content.fields.enabledHelp')}
            </label>
          </div>
        </div>
        <FormField
          label={t('content.fields.title')}
          error={errorOf('title')}
          control={(props) => (
            <input
              {...props}
              className="input"
              value={form.title}
              maxLength={boContent.contentLimits.title}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        />
        <RichTextField
          label={t('content.fields.content')}
          value={form.content}
          onChange={(value) => set('content', value)}
          error={errorOf('content')}
          hint={t('content.hints.content')}
          maxLength={boContent.contentLimits.content}
        />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {t(editing ? 'content.editor.save' : 'content.editor.createButton')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
