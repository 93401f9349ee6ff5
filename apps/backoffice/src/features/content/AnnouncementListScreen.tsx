import type { ReactNode } from 'react';
import { useAnnouncementDialogs } from './announcement-dialogs';
import type { AnnouncementEditorMode, AnnouncementForm } from './AnnouncementEditor';
import { otherLanguage, type ConsoleAnnouncement } from './api';
import { ContentScreen, type ContentScreenState } from './ContentScreen';
import type { Column } from './ContentTable';
import { PagedList } from './PagedList';

type AnnouncementPage = { list: ConsoleAnnouncement[]; totalPages: number; totalCount: number };

/**
 * The announcements and the notices screens, one screen over two lists: its filters, then a
 * page of rows whose buttons (for those who write) open the editor and the ask-first dialog.
 * An announcement can also be copied into the other language; in `notice` mode every write
 * goes through the notices' calls.
 */
export function AnnouncementListScreen({
  screen,
  mode = 'announcement',
  newForm,
  filters,
  page,
  onPage,
  columns,
}: {
  screen: ContentScreenState<AnnouncementPage>;
  mode?: AnnouncementEditorMode;
  /** What the editor of the screen's create button starts with. */
  newForm: () => AnnouncementForm;
  filters: ReactNode;
  page: number;
  onPage: (page: number) => void;
  columns: Column<ConsoleAnnouncement>[];
}) {
  const dialogs = useAnnouncementDialogs(screen, { mode });
  const translateTo = (row: ConsoleAnnouncement) =>
    mode === 'notice' ? undefined : otherLanguage(row.language);
  return (
    <ContentScreen screen={screen} onCreate={() => dialogs.create(newForm())}>
      <div className="toolbar">{filters}</div>
      <PagedList
        screen={screen}
        page={page}
        onPage={onPage}
        columns={columns}
        rowTestId={(row) => `${mode}-${row.id}`}
        actions={screen.canWrite ? (row) => dialogs.rowActions(row, translateTo(row)) : undefined}
      />
      {dialogs.dialogs}
    </ContentScreen>
  );
}
