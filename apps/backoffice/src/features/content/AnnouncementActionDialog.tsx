import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import {
  contentActions,
  refreshContent,
  type ConsoleAnnouncement,
  type NoticeDraftInput,
} from './api';
import { contentErrorText } from './form-errors';

/** A notice's fields as its edit call takes them. */
function noticeDraftOf(row: ConsoleAnnouncement): NoticeDraftInput {
  return {
    language: row.language,
    code: row.code,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    startAt: row.startAt,
    endAt: row.endAt,
    enabled: row.enabled,
  };
}

export type AnnouncementAction = {
  kind: 'enable' | 'disable' | 'delete';
  row: ConsoleAnnouncement;
};

/**
 * Asks before switching an announcement on or off or deleting it, says what players will
 * notice, and reports the outcome. Deleting from the notices screen is a notice's deletion.
 */
export function AnnouncementActionDialog({
  action,
  merchantCode,
  asNotice = false,
  onClose,
  onDone,
}: {
  action: AnnouncementAction;
  merchantCode: string;
  asNotice?: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { kind, row } = action;
  const run = useMutation({
    mutationFn: async () => {
      if (kind === 'delete') {
        await (asNotice
          ? contentActions.deleteNotice(row.id)
          : contentActions.deleteAnnouncement(row.id));
        return;
      }
      const enabled = kind === 'enable';
      // A notice stays a notice in the audit log: switched through the notice's own call.
      await (asNotice
        ? contentActions.updateNotice(row.id, { ...noticeDraftOf(row), enabled })
        : contentActions.setAnnouncementEnabled(row.id, enabled));
    },
    onSuccess: () => {
      void refreshContent(queryClient, merchantCode);
      onDone(t(`content.actions.${kind}Done`, { title: row.title }));
    },
    onError: () => void refreshContent(queryClient, merchantCode),
  });
  return (
    <ConfirmDialog
      title={t(`content.actions.${kind}Title`)}
      message={
        <>
          <p>
            <strong>{row.title}</strong> ({t(`content.types.${row.type}`)}, {row.language})
          </p>
          <p>{t(`content.actions.${kind}Text`)}</p>
        </>
      }
      confirmLabel={t(`content.actions.${kind}Button`)}
      tone={kind === 'enable' ? 'primary' : 'danger'}
      busy={run.isPending}
      error={run.error ? contentErrorText(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
      testId="content-action-dialog"
    />
  );
}
