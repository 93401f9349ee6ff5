import { announcementTypes, consoleContent, type AnnouncementType } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { contentActions, type ConsoleAnnouncement, type ContentLanguage } from './api';
import { EditorShell, useContentEditor } from './content-editor';
import { fromLocalInput, toLocalInput } from '@croupier/web-kit/dates';
import {
  ContentField,
  EnabledField,
  LanguageField,
  SortOrderField,
  TextField,
  TitleField,
} from './editor-fields';
import { FormField } from './parts';

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
  /** A banner's phone picture. */
  mobileUrl: string;
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
    mobileUrl: '',
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
    mobileUrl: row.mobileUrl ?? '',
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
  mobileUrl: type === 'B',
  promotionType: type === 'PR',
});

/** What the editor writes: any announcement, or a player notice through the notices' calls. */
export type AnnouncementEditorMode = 'announcement' | 'notice';

function draftOf(form: AnnouncementForm, mode: AnnouncementEditorMode): Record<string, unknown> {
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
    mobileUrl: shown.mobileUrl ? form.mobileUrl : null,
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
  mode?: AnnouncementEditorMode;
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
  const editor = useContentEditor({
    initial,
    merchantCode,
    schema: mode === 'notice' ? consoleContent.noticeDraft : consoleContent.announcementDraft,
    draftOf: (form) => draftOf(form, mode),
    save: (draft) => {
      if (mode === 'notice') {
        const body = draft as consoleContent.NoticeDraftInput;
        return editing
          ? contentActions.updateNotice(editing.id, body)
          : contentActions.createNotice(body);
      }
      const body = draft as consoleContent.AnnouncementDraftInput;
      return editing
        ? contentActions.updateAnnouncement(editing.id, body)
        : contentActions.createAnnouncement(body);
    },
    onSaved,
  });
  const { form, set, errorOf, field } = editor;
  const shown = mode === 'notice' ? fieldsOf('PL') : fieldsOf(form.type);
  const noun = mode === 'notice' ? 'notice' : 'announcement';
  const title = t(editing ? `content.editor.edit.${noun}` : `content.editor.create.${noun}`);
  // A picture's address with its preview: the picture, and a banner's phone picture.
  const imageField = (name: 'url' | 'mobileUrl') => (
    <FormField
      className="field-wide"
      label={t(`content.fields.${name}`)}
      hint={t(`content.hints.${name}`)}
      error={errorOf(name)}
      control={(props) => (
        <div className="image-field">
          <input
            {...props}
            className="input"
            value={form[name]}
            maxLength={consoleContent.contentLimits.url}
            placeholder="https://… /…"
            onChange={(event) => set(name, event.target.value)}
          />
          {consoleContent.isContentUrl(form[name].trim()) && (
            <img className="image-thumb" src={form[name].trim()} alt={t('content.imagePreview')} />
          )}
        </div>
      )}
    />
  );

  return (
    <EditorShell
      title={title}
      testId="announcement-editor"
      creating={!editing}
      editor={editor}
      onClose={onClose}
    >
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
        <LanguageField {...field('language')} />
        <TextField
          label={t('content.fields.code')}
          hint={t('content.hints.code')}
          maxLength={64}
          {...field('code')}
        />
        <SortOrderField {...field('sortOrder')} />
      </div>

      <TitleField {...field('title')} required />

      {(shown.groupName || shown.url || shown.promotionType) && (
        <div className="editor-grid">
          {shown.groupName && (
            <TextField
              label={t('content.fields.groupName')}
              hint={t('content.hints.groupName')}
              maxLength={32}
              suggestions={{
                id: 'content-banner-groups',
                values: consoleContent.knownBannerGroups,
                labelOf: (group) => t(`content.groups.${group}`),
              }}
              {...field('groupName')}
            />
          )}
          {shown.promotionType && (
            <TextField
              label={t('content.fields.promotionType')}
              hint={t('content.hints.promotionType')}
              maxLength={32}
              {...field('promotionType')}
              onChange={(value) => set('promotionType', value.toUpperCase())}
            />
          )}
          {shown.url && imageField('url')}
          {shown.mobileUrl && imageField('mobileUrl')}
        </div>
      )}

      <ContentField {...field('content')} />

      <div className="editor-grid">
        <TextField
          label={t('content.fields.startAt')}
          hint={t('content.hints.startAt')}
          type="datetime-local"
          {...field('startAt')}
        />
        <TextField
          label={t('content.fields.endAt')}
          hint={t('content.hints.endAt')}
          type="datetime-local"
          {...field('endAt')}
        />
        {mode === 'announcement' && (
          <TextField
            label={t('content.fields.execution')}
            hint={t('content.hints.execution')}
            maxLength={32}
            {...field('execution')}
          />
        )}
        <EnabledField {...field('enabled')} label={t('content.fields.enabled')} />
      </div>
    </EditorShell>
  );
}
