import {
  announcementTypes,
  boContent,
  supportedLanguages,
  type AnnouncementType,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import {
  contentActions,
  refreshContent,
  type ConsoleAnnouncement,
  type ContentLanguage,
} from './api';
import { fromLocalInput, toLocalInput } from './datetime';
import {
  contentErrorText,
  draftErrors,
  fieldErrorText,
  serverFieldErrors,
  type FieldErrors,
} from './form-errors';
import { FormField } from './parts';
import { RichTextField } from './RichTextField';

/** What the form holds: text as typed; turned into the contract's draft on save. */
export type AnnouncementForm = {
  type: AnnouncementType;
  language: ContentLanguage;
  code: string;
  title: string;
  content: string;
  execution: string;
  promotionType: string;
  groupName: string;
  url: string;
  sortOrder: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
};

export function newAnnouncementForm(changes: Partial<AnnouncementForm> = {}): AnnouncementForm {
  return {
    type: 'PL',
    language: 'EN',
    code: '',
    title: '',
    content: '',
    execution: 'B',
    promotionType: '',
    groupName: '',
    url: '',
    sortOrder: '0',
    startAt: toLocalInput(new Date().toISOString()),
    endAt: '',
    enabled: true,
    ...changes,
  };
}

export function announcementFormOf(
  row: ConsoleAnnouncement,
  changes: Partial<AnnouncementForm> = {},
): AnnouncementForm {
  return {
    type: row.type,
    language: row.language === 'VI' ? 'VI' : 'EN',
    code: row.code ?? '',
    title: row.title,
    content: row.content,
    execution: row.execution,
    promotionType: row.promotionType ?? '',
    groupName: row.groupName ?? '',
    url: row.url ?? '',
    sortOrder: String(row.sortOrder),
    startAt: toLocalInput(row.startAt),
    endAt: toLocalInput(row.endAt),
    enabled: row.enabled,
    ...changes,
  };
}

/** Which of the optional fields each type has on the site. */
const fieldsOf = (type: AnnouncementType) => ({
  groupName: type === 'B',
  url: type === 'B' || type === 'PU' || type === 'PR',
  promotionType: type === 'PR',
});

type Mode = 'announcement' | 'notice';

function draftOf(form: AnnouncementForm, mode: Mode): Record<string, unknown> {
  const sortOrder = form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder);
  const common = {
    language: form.language,
    code: form.code,
    title: form.title,
    content: form.content,
    sortOrder,
    startAt: form.startAt ? fromLocalInput(form.startAt) : undefined,
    endAt: form.endAt ? fromLocalInput(form.endAt) : null,
    enabled: form.enabled,
  };
  if (mode === 'notice') return common;
  const shown = fieldsOf(form.type);
  return {
    ...common,
    type: form.type,
    execution: form.execution,
    promotionType: shown.promotionType ? form.promotionType : null,
    groupName: shown.groupName ? form.groupName : null,
    url: shown.url ? form.url : null,
  };
}

/**
 * Writes one announcement (every type) or, in `notice` mode, one player notice. The contract's
 * check runs before sending, so problems show beside their fields; the server's answer (a code
 * already used, a schedule that ends before it starts) lands there too.
 */
export function AnnouncementEditor({
  mode = 'announcement',
  merchantCode,
  editing,
  initial,
  lockType = false,
  onClose,
  onSaved,
}: {
  mode?: Mode;
  merchantCode: string;
  /** The row being edited; a new one is created without it. */
  editing?: ConsoleAnnouncement;
  initial: AnnouncementForm;
  /** The banners screen writes banners only. */
  lockType?: boolean;
  onClose: () => void;
  onSaved: (saved: ConsoleAnnouncement) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = mode === 'notice' ? fieldsOf('PL') : fieldsOf(form.type);
  const set = <K extends keyof AnnouncementForm>(key: K, value: AnnouncementForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const save = useMutation({
    mutationFn: (draft: Record<string, unknown>) => {
      if (mode === 'notice') {
        const body = draft as boContent.NoticeDraftInput;
        return editing
          ? contentActions.updateNotice(editing.id, body)
          : contentActions.createNotice(body);
      }
      const body = draft as boContent.AnnouncementDraftInput;
      return editing
        ? contentActions.updateAnnouncement(editing.id, body)
        : contentActions.createAnnouncement(body);
    },
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
    const draft = draftOf(form, mode);
    const schema = mode === 'notice' ? boContent.noticeDraft : boContent.announcementDraft;
    const problems = draftErrors(schema, draft);
    if (problems) {
      setErrors(problems);
      return;
    }
    setErrors({});
    save.mutate(draft);
  };

  const errorOf = (field: keyof AnnouncementForm) =>
    errors[field] ? fieldErrorText(errors[field]) : undefined;
  const formError =
    save.error && !serverFieldErrors(save.error) ? contentErrorText(save.error) : null;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const noun = mode === 'notice' ? 'notice' : 'announcement';
  const title = t(editing ? `content.editor.edit.${noun}` : `content.editor.create.${noun}`);

  return (
    <Dialog title={title} onClose={onClose} busy={save.isPending} testId="announcement-editor">
      <form className="content-editor" onSubmit={submit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {hasFieldErrors && !formError && (
          <p className="form-error" role="alert">
            {t('content.editor.fixFields')}
          </p>
        )}
        <div className="editor-grid">
          {mode === 'announcement' && (
            <FormField
              label={t('content.fields.type')}
              error={errorOf('type')}
              control={(props) => (
                <select
                  {...props}
                  className="select"
                  value={form.type}
                  disabled={lockType}
                  onChange={(event) => set('type', event.target.value as AnnouncementType)}
                >
                  {announcementTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`content.types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
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
            label={t('content.fields.code')}
            hint={t('content.hints.code')}
            error={errorOf('code')}
            control={(props) => (
              <input
                {...props}
                className="input"
                value={form.code}
                maxLength={64}
                onChange={(event) => set('code', event.target.value)}
              />
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
              required
            />
          )}
        />

        {(shown.groupName || shown.url || shown.promotionType) && (
          <div className="editor-grid">
            {shown.groupName && (
              <FormField
                label={t('content.fields.groupName')}
                hint={t('content.hints.groupName')}
                error={errorOf('groupName')}
                control={(props) => (
                  <>
                    <input
                      {...props}
                      className="input"
                      list="content-banner-groups"
                      value={form.groupName}
                      maxLength={32}
                      onChange={(event) => set('groupName', event.target.value)}
                    />
                    <datalist id="content-banner-groups">
                      {boContent.knownBannerGroups.map((group) => (
                        <option key={group} value={group}>
                          {t(`content.groups.${group}`)}
                        </option>
                      ))}
                    </datalist>
                  </>
                )}
              />
            )}
            {shown.promotionType && (
              <FormField
                label={t('content.fields.promotionType')}
                hint={t('content.hints.promotionType')}
                error={errorOf('promotionType')}
                control={(props) => (
                  <input
                    {...props}
                    className="input"
                    value={form.promotionType}
                    maxLength={32}
                    onChange={(event) => set('promotionType', event.target.value.toUpperCase())}
                  />
                )}
              />
            )}
            {shown.url && (
              <FormField
                className="field-wide"
                label={t('content.fields.url')}
                hint={t('content.hints.url')}
                error={errorOf('url')}
                control={(props) => (
                  <div className="image-field">
                    <input
                      {...props}
                      className="input"
                      value={form.url}
                      maxLength={boContent.contentLimits.url}
                      placeholder="https://… /…"
                      onChange={(event) => set('url', event.target.value)}
                    />
                    {boContent.isContentUrl(form.url.trim()) && (
                      <img
                        className="image-thumb"
                        src={form.url.trim()}
                        alt={t('content.imagePreview')}
                      />
                    )}
                  </div>
                )}
              />
            )}
          </div>
        )}

        <RichTextField
          label={t('content.fields.content')}
          value={form.content}
          onChange={(value) => set('content', value)}
          error={errorOf('content')}
          hint={t('content.hints.content')}
          maxLength={boContent.contentLimits.content}
        />

        <div className="editor-grid">
          <FormField
            label={t('content.fields.startAt')}
            hint={t('content.hints.startAt')}
            error={errorOf('startAt')}
            control={(props) => (
              <input
                {...props}
                className="input"
                type="datetime-local"
                value={form.startAt}
                onChange={(event) => set('startAt', event.target.value)}
              />
            )}
          />
          <FormField
            label={t('content.fields.endAt')}
            hint={t('content.hints.endAt')}
            error={errorOf('endAt')}
            control={(props) => (
              <input
                {...props}
                className="input"
                type="datetime-local"
                value={form.endAt}
                onChange={(event) => set('endAt', event.target.value)}
              />
            )}
          />
          {mode === 'announcement' && (
            <FormField
              label={t('content.fields.execution')}
              hint={t('content.hints.execution')}
              error={errorOf('execution')}
              control={(props) => (
                <input
                  {...props}
                  className="input"
                  value={form.execution}
                  maxLength={32}
                  onChange={(event) => set('execution', event.target.value)}
                />
              )}
            />
          )}
          <div className="field checkbox-field">
            <label>
              <input
                type="checkbox"
                checked={form.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
              />{' '}
              {t('content.fields.enabled')}
            </label>
          </div>
        </div>

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
