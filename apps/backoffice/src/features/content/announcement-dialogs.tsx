import { useState } from 'react';
import { AnnouncementActionDialog, type AnnouncementAction } from './AnnouncementActionDialog';
import {
  AnnouncementEditor,
  announcementFormOf,
  type AnnouncementEditorMode,
  type AnnouncementForm,
} from './AnnouncementEditor';
import type { ConsoleAnnouncement, ContentLanguage } from './api';
import { useEditing } from './content-editor';
import type { ContentScreenState } from './ContentScreen';
import { RowActions } from './RowActions';

/**
 * The editor and the ask-first dialog of the announcements, notices and banners screens, the
 * buttons of a row that open them, and `create` for the screen's own button. In `notice` mode
 * both write through the notices' calls; `lockType` keeps the banners screen to banners.
 */
export function useAnnouncementDialogs(
  { merchant, setNotice }: Pick<ContentScreenState, 'merchant' | 'setNotice'>,
  { mode, lockType }: { mode?: AnnouncementEditorMode; lockType?: boolean } = {},
) {
  const editor = useEditing<ConsoleAnnouncement, AnnouncementForm>(setNotice);
  const [action, setAction] = useState<AnnouncementAction | null>(null);

  /** A row's buttons; with `translateTo`, also one that copies it into that language. */
  const rowActions = (row: ConsoleAnnouncement, translateTo?: ContentLanguage) => (
    <RowActions
      title={row.title}
      onEdit={() => editor.open(announcementFormOf(row), row)}
      toggle={{
        enabled: row.enabled,
        onToggle: () => setAction({ kind: row.enabled ? 'disable' : 'enable', row }),
      }}
      translate={
        translateTo && {
          language: translateTo,
          onTranslate: () => editor.open(announcementFormOf(row, { language: translateTo })),
        }
      }
      onDelete={() => setAction({ kind: 'delete', row })}
    />
  );

  const dialogs = merchant && (
    <>
      {editor.props && (
        <AnnouncementEditor
          mode={mode}
          merchantCode={merchant.code}
          lockType={lockType}
          {...editor.props}
        />
      )}
      {action && (
        <AnnouncementActionDialog
          action={action}
          asNotice={mode === 'notice'}
          merchantCode={merchant.code}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
    </>
  );

  return { create: (initial: AnnouncementForm) => editor.open(initial), rowActions, dialogs };
}
